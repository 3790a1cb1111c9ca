import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { helpPageIdSchema, type HelpIndex, type HelpPage } from '@care/api-client/schemas';
import { z } from 'zod';
import { contentFolder } from '../i18n/content';
import { sanitizeContentHtml } from '../i18n/sanitize';

/** One language's help: its index and its pages by id (docs/behaviour/help.md#content). */
export interface HelpLanguage {
  index: HelpIndex;
  pages: ReadonlyMap<string, HelpPage>;
}

/** Every language's help, by language code. */
export type HelpLibrary = ReadonlyMap<string, HelpLanguage>;

/** The header every page starts with: `<!--`, `title: …`, `summary: …`, `-->`. */
const HEADER = /^<!--\s*\r?\ntitle:[ \t]*(.+?)\s*\r?\nsummary:[ \t]*(.+?)\s*\r?\n\s*-->/;

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The words of sanitized markup, for the search of the help index. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads one page file; throws, naming the file, when its header is missing. */
function readPage(file: string, locale: string, id: string): HelpPage {
  const source = readFileSync(file, 'utf8');
  const header = HEADER.exec(source);
  if (!header?.[1] || !header[2]) {
    throw new Error(`${file} does not start with its title and summary header`);
  }
  const html = sanitizeContentHtml(source.slice(header[0].length));
  return { locale, id, title: header[1], summary: header[2], html };
}

function readLanguage(dir: string, locale: string, ids: readonly string[]): HelpLanguage {
  const pages = ids.map((id) => {
    const file = join(dir, locale, `${id}.html`);
    if (!existsSync(file)) throw new Error(`${file} is missing: every language has every page`);
    return readPage(file, locale, id);
  });
  const entries = pages.map(({ id, title, summary, html }) => ({
    id,
    title,
    summary,
    text: plainText(html),
  }));
  return {
    index: { locale, pages: entries },
    pages: new Map(pages.map((page) => [page.id, page])),
  };
}

const pageListSchema = z.array(helpPageIdSchema).min(1);

/**
 * Reads `content/help/`: `pages.json` (the page ids in reading order) and one folder per language
 * with a file per page. Read once at start-up; a broken or missing file stops the start with a
 * message naming it. English must be there: it is the fallback.
 */
export function readHelpLibrary(folder = contentFolder()): HelpLibrary {
  const dir = join(folder, 'help');
  const list = pageListSchema.safeParse(JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')));
  if (!list.success) throw new Error(`${dir}/pages.json is not a list of page ids`);
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}(-[a-z]{2})?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  if (!locales.includes('en')) throw new Error(`${dir}/en is missing: English is the fallback`);
  return new Map(locales.map((locale) => [locale, readLanguage(dir, locale, list.data)]));
}
