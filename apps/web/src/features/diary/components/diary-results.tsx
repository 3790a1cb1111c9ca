import type { DiaryEntry } from '@care/api-client';
import { Button, Flex, Text } from '@chakra-ui/react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DiaryList } from './diary-list';

/** Props of {@link DiaryResults}. */
export interface DiaryResultsProps<E extends DiaryEntry> {
  /** The infinite query of a diary list (a guest's, the facility's). */
  list: UseInfiniteQueryResult<InfiniteData<{ items: E[]; total: number }>>;
  /** Whether a filter is set (the empty list says so). */
  filtered: boolean;
  renderEntry: (entry: E) => ReactNode;
  /** An entry to bring into view (a failed upload's, from the tab's status). */
  reveal?: { entryId: number } | null;
}

/**
 * A diary list's states (docs/behaviour/diary.md#reading): loading, a failure with "Try again",
 * empty (with or without filters), or the virtualised entries loading page after page.
 */
export function DiaryResults<E extends DiaryEntry>({
  list,
  filtered,
  renderEntry,
  reveal,
}: DiaryResultsProps<E>) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (list.isError)
    return (
      <Flex gap="3" align="center" role="alert">
        <Text>{t('diary.tab.loadError')}</Text>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('diary.tab.retry')}
        </Button>
      </Flex>
    );
  if (!list.data) return <Text color="fg.muted">{t('utils.loading')}</Text>;
  if ((list.data.pages[0]?.total ?? 0) === 0)
    return <Text>{t(filtered ? 'diary.tab.emptyFiltered' : 'diary.tab.empty')}</Text>;
  return (
    <DiaryList pages={list.data} loadMore={loadMore} renderEntry={renderEntry} reveal={reveal} />
  );
}

/** "Diary 92 entries": a list's title with its total once known. */
export function TitleWithTotal({ title, total }: { title: string; total: number | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {title}{' '}
      {total !== undefined && (
        <Text as="span" fontWeight="normal" textStyle="md" ms="2" color="fg.muted">
          {t('diary.tab.total', { count: total })}
        </Text>
      )}
    </>
  );
}
