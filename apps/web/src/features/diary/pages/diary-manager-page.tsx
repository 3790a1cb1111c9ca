import type { DiaryCriticalEntry, DiaryFacilityRow } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Button, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../app/api';
import { HelpLink } from '../../../shared/help-link';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { PermissionGate } from '../../../shared/permissions/index';
import { useSelectedGroup, useSelectedGroupId } from '../../../shared/selected-group';
import { useMarkRead } from '../api/diary-entry.mutations';
import { diaryQueries } from '../api/diary.queries';
import { DiaryEntryCard } from '../components/diary-entry-card';
import { DiaryFilterBar, useDiaryFilter } from '../components/diary-filters';
import { DiaryResults, TitleWithTotal } from '../components/diary-results';
import { DIARY_CATEGORIES_REQUIREMENT } from '../permissions';
import { useDiaryCategories } from '../use-diary-categories';

/** The diary tab of a guest's chart. */
const diaryOf = (personalDataId: number) => `/loggedIn/guestDetail/${personalDataId}?tab=diary`;

function QuietGuest({ row }: { row: DiaryFacilityRow }) {
  const { t, i18n } = useTranslation();
  return (
    <chakra.li display="flex" gap="3" flexWrap="wrap" alignItems="baseline">
      <Link asChild color="care.primary.fg" textDecoration="underline" fontWeight="semibold">
        <RouterLink to={diaryOf(row.personalDataId)}>{`${row.name} ${row.surname}`}</RouterLink>
      </Link>
      {row.room && <Text>{t('diary.manager.room', { room: row.room })}</Text>}
      <Text color="fg.muted">
        {row.lastEntryAt
          ? t('diary.manager.lastEntry', {
              when: formatDateTime(row.lastEntryAt, i18n.resolvedLanguage),
            })
          : t('diary.manager.noEntry')}
      </Text>
    </chakra.li>
  );
}

const ExportDialog = lazy(async () => ({
  default: (await import('../../exports/index')).ExportDialog,
}));

/** The selected group's diary as a CSV or PDF, guest after guest (docs/behaviour/exports.md). */
function GroupExport() {
  const { t } = useTranslation();
  const { selected } = useSelectedGroup();
  const [open, setOpen] = useState(false);
  if (!selected) return null;
  const title = t('exports.dialog.groupTitle', {
    title: t('exports.type.DIARY'),
    group: selected.name,
  });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {title}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog
            type="DIARY"
            module="diary"
            titleKey="exports.type.DIARY"
            groupId={selected.id}
            groupName={selected.name}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The guests of the group without an entry in the last 24 hours: who has been forgotten. */
function QuietGuests({ groupId }: { groupId: number | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const quiet = useQuery(diaryQueries.quiet(api, groupId));
  let body;
  if (quiet.isError) body = <Text role="alert">{t('diary.manager.quietError')}</Text>;
  else if (!quiet.data) body = <Text color="fg.muted">{t('utils.loading')}</Text>;
  else if (quiet.data.total === 0) body = <Text>{t('diary.manager.noQuiet')}</Text>;
  else
    body = (
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
        {quiet.data.items.map((row) => (
          <QuietGuest key={row.personalDataId} row={row} />
        ))}
      </chakra.ul>
    );
  return (
    <Stack as="section" gap="3" aria-labelledby="diary-quiet">
      <Heading as="h2" size="lg" id="diary-quiet">
        <TitleWithTotal title={t('diary.manager.quiet')} total={quiet.data?.total} />
      </Heading>
      {body}
    </Stack>
  );
}

/** One entry of the facility diary: its guest (a link to the guest's diary), then the entry. */
function FacilityEntry(props: {
  entry: DiaryCriticalEntry;
  name: (id: string) => string;
  markRead: (id: number) => void;
}) {
  const { entry } = props;
  return (
    <Stack gap="0">
      <Link asChild px="4" pt="3" color="care.primary.fg" fontWeight="semibold">
        <RouterLink to={diaryOf(entry.personalDataId)}>
          {`${entry.guest.name} ${entry.guest.surname}`}
        </RouterLink>
      </Link>
      <DiaryEntryCard
        entry={entry}
        categoryName={props.name}
        actions={{ markRead: entry.read ? undefined : () => props.markRead(entry.id) }}
      />
    </Stack>
  );
}

/**
 * `diaryManager/` (docs/behaviour/diary.md#the-facility-diary), for the `diary.manager` flag:
 * the selected group's guests without an entry in the last 24 hours, then every entry of the
 * group's guests with the diary's filters, newest first.
 */
export function DiaryManagerPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('diary.manager.messages')}>
      <FacilityDiary />
    </PageMessageBars>
  );
}

function FacilityDiary() {
  const { t } = useTranslation();
  const api = useApi();
  const groupId = useSelectedGroupId();
  const categories = useDiaryCategories();
  const { choice, setChoice, query, filtered } = useDiaryFilter();
  const list = useInfiniteQuery(diaryQueries.facilityEntries(api, groupId, query));
  const markRead = useMarkRead();
  return (
    <Stack gap="8">
      <title>{`${t('diary.manager.title')} · ${t('app.name')}`}</title>
      <Stack direction="row" justify="space-between" align="baseline" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('diary.manager.title')}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          <PermissionGate requires={DIARY_CATEGORIES_REQUIREMENT}>
            <Link asChild color="care.primary.fg" textDecoration="underline">
              <RouterLink to="/loggedIn/diaryCategories/">{t('diary.categories.link')}</RouterLink>
            </Link>
          </PermissionGate>
          <HelpLink page="diary" topic={t('diary.manager.title')} />
          <GroupExport />
        </Flex>
      </Stack>
      <QuietGuests groupId={groupId} />
      <Stack as="section" gap="4" aria-labelledby="diary-entries">
        <Heading as="h2" size="lg" id="diary-entries">
          <TitleWithTotal title={t('diary.manager.entries')} total={list.data?.pages[0]?.total} />
        </Heading>
        <DiaryFilterBar value={choice} onChange={setChoice} categories={categories.choices} />
        <DiaryResults
          list={list}
          filtered={filtered}
          renderEntry={(entry) => (
            <FacilityEntry
              entry={entry}
              name={categories.name}
              markRead={(id) => markRead.mutate([id])}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}
