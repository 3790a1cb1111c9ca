import { helpIndexResponseSchema, helpPageResponseSchema } from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { AppError } from '../errors/app-error';
import { readHelpLibrary, type HelpLanguage } from '../help/content';
import { SIGNED_IN } from '../http/router';
import { languageCodeSchema, pickLocale } from '../i18n/locale-fallback';

const indexParams = z.object({ lang: languageCodeSchema });
// Any id up to 100 characters: one the library does not have is 404 E044, never a 400.
const pageParams = z.object({ lang: languageCodeSchema, page: z.string().max(100) });

const LANGUAGE_ERROR = {
  code: 'E016',
  status: 400,
  when: 'the language is not a language code',
} as const;

/** The help pages of each module (docs/behaviour/help.md): read by every signed-in user. */
export function registerHelpRoutes(context: ServerContext): void {
  const { router } = context;
  // Read once at start-up: a broken file stops the server with a message naming it.
  const library = readHelpLibrary();
  const languageOf = (wanted: string): HelpLanguage => {
    const served = pickLocale(wanted, (locale) => library.has(locale)) ?? 'en';
    const language = library.get(served);
    if (!language) throw new AppError('E008');
    return language;
  };

  router.add({
    method: 'GET',
    url: '/api/help/:lang',
    summary: 'The help index of a language',
    description:
      'Every help page of `{lang}` in reading order: id, title, summary and the text without ' +
      'markup (for searching). `gb` is `en`, `de-ch` gets `de`, a language without help pages ' +
      'gets the English ones: `locale` says which were served.',
    tags: ['help'],
    auth: true,
    access: SIGNED_IN,
    params: indexParams,
    response: helpIndexResponseSchema,
    example: { path: '/api/help/it' },
    errors: [LANGUAGE_ERROR],
    async handler({ params }) {
      return { data: languageOf(params.lang).index };
    },
  });

  router.add({
    method: 'GET',
    url: '/api/help/:lang/:page',
    summary: 'One help page',
    description:
      'The page `{page}` of `{lang}` (with the index’s fallback): title, summary and its body as ' +
      'sanitized HTML (headings, paragraphs, lists, emphasis, https and mailto links).',
    tags: ['help'],
    auth: true,
    access: SIGNED_IN,
    params: pageParams,
    response: helpPageResponseSchema,
    example: { path: '/api/help/de/documents' },
    errors: [LANGUAGE_ERROR, { code: 'E044', status: 404, when: 'there is no such help page' }],
    async handler({ params }) {
      const page = languageOf(params.lang).pages.get(params.page);
      if (!page) throw new AppError('E044');
      return { data: page };
    },
  });
}
