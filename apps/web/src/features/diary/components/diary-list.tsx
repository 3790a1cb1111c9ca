import type { DiaryEntry } from '@care/api-client';
import { Text } from '@chakra-ui/react';
import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VariableVirtualList } from '../../../shared/variable-virtual-list';

/** A diary row's height until measured: a heading, markers, a line of author and two of text. */
const ESTIMATED_ENTRY_HEIGHT = 180;
/** The next page loads when the last row in view is this close to the end of what is loaded. */
const LOAD_AHEAD = 5;

/** Props of {@link DiaryList}: pages of a guest's diary or of the facility's. */
export interface DiaryListProps<E extends DiaryEntry> {
  pages: InfiniteData<{ items: E[]; total: number }>;
  /** Loads the next page; a no-op when there is none or one is loading. */
  loadMore: () => void;
  renderEntry: (entry: E) => React.ReactNode;
  /** An entry to bring into view (each new object scrolls to it, when it is loaded). */
  reveal?: { entryId: number } | null | undefined;
}

/**
 * The entries of a guest's diary, newest first, in a virtualised list (docs/behaviour/diary.md#reading):
 * the loaded entries and one row that says more are loading take their place in the scroll (each
 * says where it is in the filtered total), the loaded ones are drawn as they come into view, and
 * the next page of 20 loads before the reader reaches the end of what is loaded.
 */
export function DiaryList<E extends DiaryEntry>({
  pages,
  loadMore,
  renderEntry,
  reveal,
}: DiaryListProps<E>) {
  const { t } = useTranslation();
  const entries = pages.pages.flatMap((page) => page.items);
  const revealIndex = reveal ? entries.findIndex((entry) => entry.id === reveal.entryId) : -1;
  // A new object for each request (the list scrolls on each), the same while the request stands.
  const revealRow = useMemo(
    () => (reveal && revealIndex >= 0 ? { index: revealIndex } : null),
    [reveal, revealIndex],
  );
  const total = pages.pages[0]?.total ?? 0;
  const onEndChange = useCallback(
    (end: number) => {
      if (end >= entries.length - LOAD_AHEAD) loadMore();
    },
    [entries.length, loadMore],
  );
  return (
    <VariableVirtualList
      count={total}
      // The loaded entries and the row that says more are loading: the next page loads when
      // that row comes near the view, and a list of 10,000 entries is not laid out at once.
      placed={entries.length + 1}
      label={t('diary.tab.list')}
      estimateSize={ESTIMATED_ENTRY_HEIGHT}
      rowKey={(index) => entries[index]?.id ?? `row-${index}`}
      onEndChange={onEndChange}
      reveal={revealRow}
      renderRow={(index) => {
        const entry = entries[index];
        return entry ? (
          renderEntry(entry)
        ) : (
          <Text p="4" color="fg.muted">
            {t('diary.tab.loadingMore')}
          </Text>
        );
      }}
    />
  );
}
