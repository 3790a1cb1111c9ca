import {
  GUEST_LIST_PAGE_SIZE,
  GUEST_SEARCH_MAX_LENGTH,
  type GuestRow as GuestRowData,
  type GuestStatus,
} from '@care/api-client';
import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatNumericDate } from '@care/i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../app/api';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { usePermitted } from '../../../shared/permissions/index';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { personDetailPath } from '../../person-detail/index';
import { Tabs } from '../../../shared/tabs';
import { GuestAvatar } from '../components/guest-avatar';
import { guestQueries } from '../api/guests.queries';
import { GuestRow, GuestRowPlaceholder } from '../components/guest-row';
import { StatusChangeDialog } from '../components/status-change-dialog';
import { VirtualList, type VisibleRange } from '../components/virtual-list';
import { GUEST_STATUS_CHANGE_REQUIREMENT } from '../permissions';
import type { StatusChange } from '../status-changes';
import { HelpLink } from '../../../shared/help-link';

/**
 * The tabs in the order they are shown (docs/behaviour/people-and-guests.md#guest-list): actual,
 * waiting, suspended, archived, rejected.
 */
export const GUEST_TABS: readonly GuestStatus[] = ['A', 'W', 'S', 'D', 'R'];
/** The query parameters of the tab and the search. */
const STATUS_PARAM = 'status';
const SEARCH_PARAM = 'q';
/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function statusOf(value: string | null): GuestStatus {
  return GUEST_TABS.find((status) => status === value) ?? 'A';
}

/** The archived row's line: when and why the guest left, from the guest's history. */
function ArchiveDetail({ guest }: { guest: GuestRowData }) {
  const { t } = useTranslation();
  const api = useApi();
  const history = useQuery(guestQueries.history(api, guest.personalDataId));
  const last = history.data?.findLast((entry) => entry.toStatus === 'D');
  if (!last) return <>{history.isError ? t('guests.row.archivedUnknown') : '\u00a0'}</>;
  const cause =
    last.cause && i18nCause(last.cause) ? t(`guests.archiveCause.${last.cause}`) : last.cause;
  return (
    <>
      {[
        t('guests.row.archivedOn', { date: formatNumericDate(last.date) || last.date }),
        cause,
        guest.identifierCode,
      ]
        .filter(Boolean)
        .join(' · ')}
    </>
  );
}

const KNOWN_CAUSES = new Set([
  'volontaryDismissal',
  'death',
  'domicileDismissal',
  'transferToAnotherStructure',
  'transferToSameStructure',
]);
function i18nCause(cause: string): boolean {
  return KNOWN_CAUSES.has(cause);
}

/** One status tab: the total, and the virtual list whose pages load as they come into view. */
function GuestTab({ status, q }: { status: GuestStatus; q: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const mayChange = usePermitted(GUEST_STATUS_CHANGE_REQUIREMENT);
  const [range, setRange] = useState<VisibleRange>({ start: 0, end: GUEST_LIST_PAGE_SIZE - 1 });
  const [changing, setChanging] = useState<{ guest: GuestRowData; change: StatusChange } | null>(
    null,
  );
  const today = useMemo(() => new Date(), []);
  const pageNumbers = useMemo(() => {
    const first = Math.floor(range.start / GUEST_LIST_PAGE_SIZE);
    const last = Math.floor(range.end / GUEST_LIST_PAGE_SIZE);
    const numbers = [0];
    for (let page = Math.max(1, first); page <= last; page++) numbers.push(page);
    return numbers;
  }, [range.start, range.end]);
  const groupId = useSelectedGroupId();
  const pages = useQueries({
    queries: pageNumbers.map((page) => guestQueries.page(api, groupId, status, q, page)),
  });
  const onRangeChange = useCallback(
    (next: VisibleRange) =>
      setRange((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      ),
    [],
  );
  const firstPage = pages[0];
  const total = firstPage?.data?.total;
  const rows = new Map<number, GuestRowData>();
  for (const [position, query] of pages.entries()) {
    const page = pageNumbers[position] ?? 0;
    query.data?.items.forEach((row, offset) => rows.set(page * GUEST_LIST_PAGE_SIZE + offset, row));
  }

  let content: ReactNode;
  if (firstPage?.isError && total === undefined) {
    content = (
      <Flex gap="3" align="center" wrap="wrap">
        <Text role="alert">{t('guests.loadError')}</Text>
        <Button size="sm" variant="outline" onClick={() => void firstPage.refetch()}>
          {t('guests.retry')}
        </Button>
      </Flex>
    );
  } else if (total === undefined) {
    content = <Text color="fg.muted">{t('utils.loading')}</Text>;
  } else if (total === 0) {
    content = <Text color="fg.muted">{q ? t('guests.noMatch', { q }) : t('guests.empty')}</Text>;
  } else {
    content = (
      <VirtualList
        count={total}
        label={t('guests.listLabel', { tab: t(`guests.tab.${status}`) })}
        onRangeChange={onRangeChange}
        renderRow={(index) => {
          const guest = rows.get(index);
          if (!guest) return <GuestRowPlaceholder label={t('utils.loading')} />;
          return (
            <GuestRow
              guest={guest}
              today={today}
              onChange={
                mayChange ? (row, change) => setChanging({ guest: row, change }) : undefined
              }
              detail={status === 'D' ? <ArchiveDetail guest={guest} /> : undefined}
              href={personDetailPath(guest.personalDataId)}
              avatar={<GuestAvatar guest={guest} />}
            />
          );
        }}
      />
    );
  }

  return (
    <Stack gap="3">
      <Text role="status" color="fg.muted" textStyle="sm">
        {total === undefined ? '' : t('guests.count', { count: total })}
      </Text>
      {content}
      {changing && (
        <StatusChangeDialog
          guest={changing.guest}
          change={changing.change}
          onClose={() => setChanging(null)}
        />
      )}
    </Stack>
  );
}

/**
 * `guestList/` (docs/behaviour/people-and-guests.md#guest-list): the guests by status in tabs
 * (actual, waiting, suspended, archived, rejected), the tab and the search in the address
 * (`?status=D&q=rossi`), 20 guests a page read as they scroll into a virtual list, birthday and
 * allergy markers, and for secretaries and administrators the status changes (dismiss with the
 * typed word, suspend, re-admit).
 */
function GuestListScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get(STATUS_PARAM));
  const q = (params.get(SEARCH_PARAM) ?? '').slice(0, GUEST_SEARCH_MAX_LENGTH).trim();
  const [text, setText] = useState(q);

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next) updated.set(SEARCH_PARAM, next);
            else updated.delete(SEARCH_PARAM);
            return updated;
          },
          { replace: true },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const select = (value: GuestStatus) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(STATUS_PARAM, value);
      return updated;
    });

  return (
    <Stack gap="6">
      <title>{`${t('guests.title')} · ${t('app.name')}`}</title>
      <Box maxW="3xl">
        <Flex gap="3" justify="space-between" align="baseline" wrap="wrap" mb="2">
          <Heading as="h1" size="2xl">
            {t('guests.title')}
          </Heading>
          <HelpLink page="guests" topic={t('shell.screens.guests')} />
        </Flex>
        <Text color="fg.muted">{t('guests.description')}</Text>
      </Box>
      <Field.Root maxW="md">
        <Field.Label>{t('guests.search')}</Field.Label>
        <Input
          type="search"
          value={text}
          maxLength={GUEST_SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
        <Field.HelperText>{t('guests.searchHelper')}</Field.HelperText>
      </Field.Root>
      <Tabs
        label={t('guests.tabs')}
        selected={status}
        onSelect={select}
        tabs={GUEST_TABS.map((value) => ({
          value,
          label: t(`guests.tab.${value}`),
          panel: <GuestTab key={`${value}|${q}`} status={value} q={q} />,
        }))}
      />
    </Stack>
  );
}

/** The guest list page. */
export function GuestListPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('guests.messages')}>
      <GuestListScreen />
    </PageMessageBars>
  );
}
