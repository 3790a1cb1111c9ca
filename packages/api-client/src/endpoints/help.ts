import {
  helpIndexResponseSchema,
  helpPageResponseSchema,
  type HelpIndex,
  type HelpPage,
} from '../schemas/help';
import { at, call, type CallOptions, type EndpointContext } from './context';
import { legalTermsLanguage } from './personal';

/** The help pages of each module (docs/behaviour/help.md), for every signed-in user. */
export interface HelpEndpoints {
  /** `GET help/{lang}` (`gb` asks for `en`): every page's id, title, summary and plain text. */
  index(lang: string, options?: CallOptions): Promise<HelpIndex>;
  /** `GET help/{lang}/{page}`: one page as sanitized HTML; 404 E044 for an unknown page. */
  page(lang: string, page: string, options?: CallOptions): Promise<HelpPage>;
}

/** Builds the `help` endpoints. */
export function helpEndpoints({ request }: EndpointContext): HelpEndpoints {
  return {
    async index(lang, options = {}) {
      const { data } = await request(helpIndexResponseSchema, {
        ...at('helpIndex', { lang: legalTermsLanguage(lang) }),
        ...call(options),
      });
      return data;
    },
    async page(lang, page, options = {}) {
      const { data } = await request(helpPageResponseSchema, {
        ...at('helpPage', { lang: legalTermsLanguage(lang), page }),
        ...call(options),
      });
      return data;
    },
  };
}
