import { z } from 'zod/mini';
import { envelope } from './common';

/**
 * A help page's id: lower-case words joined by `-` (`getting-started`, `documents`), at most 40
 * characters (docs/behaviour/help.md#content).
 */
export const HELP_PAGE_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** `{page}` of `GET help/{lang}/{page}`. */
export const helpPageIdSchema = z.string().check(z.maxLength(40), z.regex(HELP_PAGE_ID_PATTERN));

/** What the index and a page both say of a page: its id, title and one-sentence summary. */
const helpPageHead = { id: helpPageIdSchema, title: z.string(), summary: z.string() };

/**
 * One page of the help index: its id, title and summary, and its text without markup (so the app
 * can search the pages without loading each one).
 */
export const helpIndexEntrySchema = z.object({ ...helpPageHead, text: z.string() });
/** One page of the help index. */
export type HelpIndexEntry = z.infer<typeof helpIndexEntrySchema>;

/**
 * `GET help/{lang}` answer (ours): the language actually served (`de-ch` gets `de`, a language
 * without help pages gets `en`) and its pages in reading order.
 */
export const helpIndexSchema = z.object({
  locale: z.string(),
  pages: z.array(helpIndexEntrySchema),
});
/** The help index of one language. */
export type HelpIndex = z.infer<typeof helpIndexSchema>;
/** `GET help/{lang}` answer. */
export const helpIndexResponseSchema = envelope(helpIndexSchema);

/**
 * `GET help/{lang}/{page}` answer (ours): the language served, the page's id, title and summary,
 * and its body as sanitized HTML (the legal texts' allow-list).
 */
export const helpPageSchema = z.object({ locale: z.string(), ...helpPageHead, html: z.string() });
/** One help page. */
export type HelpPage = z.infer<typeof helpPageSchema>;
/** `GET help/{lang}/{page}` answer. */
export const helpPageResponseSchema = envelope(helpPageSchema);
