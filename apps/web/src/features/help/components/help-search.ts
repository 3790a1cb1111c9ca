import type { HelpIndexEntry } from '@care/api-client';

/** Lower case without accents, so `pestaña` finds `pestana` and `Übersicht` finds `ubersicht`. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/**
 * The pages whose title, summary or text hold every word of `query` (in any order, case and
 * accents ignored), in their reading order; every page for an empty query.
 */
export function filterHelpPages(pages: readonly HelpIndexEntry[], query: string): HelpIndexEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const haystack = fold(`${page.title} ${page.summary} ${page.text}`);
    return words.every((word) => haystack.includes(word));
  });
}
