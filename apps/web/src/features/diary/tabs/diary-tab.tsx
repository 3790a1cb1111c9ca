import type { DiaryEntry } from '@care/api-client';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { HelpLink } from '../../../shared/help-link';
import { usePermitted } from '../../../shared/permissions/index';
import { useMyAccountId } from '../../auth/use-my-account-id';
import type { GuestChartTabProps, TabPrefetchContext } from '../../guest-chart/chart-tab-props';
import { useMarkRead } from '../api/diary-entry.mutations';
import { diaryQueries } from '../api/diary.queries';
import { DiaryEntryCard, type EntryActions } from '../components/diary-entry-card';
import { DiaryFilterBar, NO_FILTER, toQuery, useDiaryFilter } from '../components/diary-filters';
import { DiaryResults, TitleWithTotal } from '../components/diary-results';
import { EntryFormDrawer } from '../components/entry-form-drawer';
import { EntryUploadsProvider, UploadsAway } from '../components/entry-uploads-context';
import { EntryHistoryDrawer } from '../components/entry-history-drawer';
import { MarkErrorDialog } from '../components/mark-error-dialog';
import type { EntryFormKind } from '../entry-fields';
import { canChange, canCorrect } from '../entry-rules';
import { DIARY_WRITE_REQUIREMENT } from '../permissions';
import { useDiaryCategories } from '../use-diary-categories';
import { DIARY_MARK_READ_MAX, STAFF_ROLES } from '@care/api-client';
import type { Requirement } from '../../../shared/permissions/index';

const ExportDialog = lazy(async () => ({
  default: (await import('../../exports/index')).ExportDialog,
}));

/**
 * The diary's export: staff who read the diary (the export routes are for staff; a guest reading
 * their own diary has none yet). Here rather than in `permissions.ts`, which the shell loads.
 */
const DIARY_EXPORT_REQUIREMENT: Requirement = {
  roles: STAFF_ROLES,
  module: { id: 'diary', need: 'read' },
};

/** What is open over the list: a form, an entry's history, or the entered-in-error dialog. */
type Overlay =
  | { kind: EntryFormKind; entry?: DiaryEntry }
  | { kind: 'history'; entryId: number }
  | { kind: 'error'; entryId: number }
  | { kind: 'export' }
  | null;

/** The actions of one entry's card for this user. */
function useEntryActions(personalDataId: number, open: (overlay: Overlay) => void) {
  const writes = usePermitted(DIARY_WRITE_REQUIREMENT);
  const me = useMyAccountId();
  const markRead = useMarkRead(personalDataId);
  return (entry: DiaryEntry): EntryActions => ({
    markRead: entry.read ? undefined : () => markRead.mutate([entry.id]),
    history: entry.version > 1 ? () => open({ kind: 'history', entryId: entry.id }) : undefined,
    correct:
      writes && canCorrect(entry, me, new Date())
        ? () => open({ kind: 'correct', entry })
        : undefined,
    amend: writes && canChange(entry) ? () => open({ kind: 'amend', entry }) : undefined,
    markError:
      writes && canChange(entry) ? () => open({ kind: 'error', entryId: entry.id }) : undefined,
  });
}

function OverlayView(props: {
  overlay: NonNullable<Overlay>;
  personalDataId: number;
  close: () => void;
  categories: ReturnType<typeof useDiaryCategories>;
  guestName: { name: string; surname: string } | undefined;
}) {
  const { overlay, personalDataId, close, categories } = props;
  if (overlay.kind === 'export')
    return (
      <Suspense fallback={null}>
        <ExportDialog
          type="DIARY"
          module="diary"
          titleKey="exports.type.DIARY"
          guestId={personalDataId}
          guestName={props.guestName}
          onClose={close}
        />
      </Suspense>
    );
  if (overlay.kind === 'history')
    return <EntryHistoryDrawer entryId={overlay.entryId} name={categories.name} onClose={close} />;
  if (overlay.kind === 'error')
    return (
      <MarkErrorDialog personalDataId={personalDataId} entryId={overlay.entryId} onClose={close} />
    );
  return (
    <EntryFormDrawer
      kind={overlay.kind}
      personalDataId={personalDataId}
      entry={overlay.entry}
      categories={categories.choices}
      guestName={props.guestName ? `${props.guestName.name} ${props.guestName.surname}` : ''}
      onClose={close}
    />
  );
}

/** Starts the requests of the tab's first paint: its unfiltered first page and the categories. */
export function prefetchDiaryTab({
  client,
  api,
  personalDataId,
}: TabPrefetchContext): Promise<unknown> {
  return Promise.all([
    client.prefetchInfiniteQuery(
      diaryQueries.list(api, personalDataId, toQuery(NO_FILTER, undefined)),
    ),
    client.prefetchQuery(diaryQueries.categories(api)),
  ]);
}

/**
 * The guest chart's diary tab (docs/behaviour/diary.md#reading): the guest's entries, newest first,
 * with filters and a virtualised list that loads 20 at a time; a new entry, corrections,
 * amendments and the entered-in-error mark for those who write the diary; read marks.
 */
export function DiaryTab({ personalDataId, header }: GuestChartTabProps) {
  const { t } = useTranslation();
  const api = useApi();
  const writes = usePermitted(DIARY_WRITE_REQUIREMENT);
  const exports = usePermitted(DIARY_EXPORT_REQUIREMENT);
  const categories = useDiaryCategories();
  const { choice, setChoice, query, filtered } = useDiaryFilter();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const list = useInfiniteQuery(diaryQueries.list(api, personalDataId, query));
  const markRead = useMarkRead(personalDataId);
  const actions = useEntryActions(personalDataId, setOverlay);
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = loaded.filter((entry) => !entry.read).map((entry) => entry.id);
  const total = list.data?.pages[0]?.total;
  const [reveal, setReveal] = useState<{ entryId: number } | null>(null);
  return (
    <EntryUploadsProvider>
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            <TitleWithTotal title={t('diary.tab.title')} total={total} />
          </Heading>
          <Flex gap="2" wrap="wrap" align="center">
            <HelpLink page="diary" topic={t('diary.tab.title')} />
            {exports && (
              <Button variant="outline" onClick={() => setOverlay({ kind: 'export' })}>
                {t('exports.dialog.title', { title: t('exports.type.DIARY') })}
              </Button>
            )}
            {unread.length > 0 && (
              <Button
                variant="outline"
                loading={markRead.isPending}
                onClick={() => markRead.mutate(unread.slice(0, DIARY_MARK_READ_MAX))}
              >
                {t('diary.tab.markAllRead')}
              </Button>
            )}
            {writes && (
              <Button
                bg="care.button.primary.bg"
                color="care.button.primary.fg"
                borderRadius="care.button"
                onClick={() => setOverlay({ kind: 'create' })}
                disabled={categories.choices.length === 0}
              >
                {t('diary.tab.newEntry')}
              </Button>
            )}
          </Flex>
        </Flex>
        <DiaryFilterBar value={choice} onChange={setChoice} categories={categories.choices} />
        <UploadsAway onShow={(entryId) => setReveal({ entryId })} />
        <DiaryResults
          list={list}
          filtered={filtered}
          reveal={reveal}
          renderEntry={(entry) => (
            <DiaryEntryCard
              entry={entry}
              categoryName={categories.name}
              actions={actions(entry)}
              canWriteAttachments={writes}
            />
          )}
        />
        {overlay && (
          <OverlayView
            overlay={overlay}
            personalDataId={personalDataId}
            close={() => setOverlay(null)}
            categories={categories}
            guestName={header}
          />
        )}
      </Stack>
    </EntryUploadsProvider>
  );
}
