import type { DiaryCriticalEntry } from '@care/api-client';
import { formatNumericDate } from '@care/i18n';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../app/api';
import { PermissionGate } from '../../../shared/permissions/index';
import { useSelectedGroupId } from '../../../shared/selected-group';
import { WidgetCard, WidgetCount } from '../../home/components/widget-card';
import type { WidgetPrefetchContext } from '../../home/home-widget';
import { personDetailPath } from '../../person-detail/index';
import { diaryQueries } from '../api/diary.queries';
import { criticalGuestName } from '../critical-events';
import { DIARY_ACKNOWLEDGE_REQUIREMENT } from '../permissions';
import { useCriticalAlertsLive } from '../use-critical-alerts';

// The dialog, its mutation and message bars load when first wanted (pointed at, focused or
// pressed), and so do its texts (the diary's namespace): the home page's first load stays within
// the shell's budget (e2e/budgets.json).
const loadAcknowledge = () => import('../components/acknowledge-dialog');
const AcknowledgeLayer = lazy(loadAcknowledge);
const loadDiaryTexts = (i18n: I18n) => i18n.loadNamespaces('diary');

function usePreloadAcknowledge() {
  const { i18n } = useTranslation();
  return () => {
    void loadAcknowledge().catch(() => undefined);
    void loadDiaryTexts(i18n).catch(() => undefined);
  };
}

/** Starts the card's query (the home route's loader, before the card renders). */
export const prefetch = ({ api, client, groupId }: WidgetPrefetchContext) =>
  client.prefetchQuery(diaryQueries.critical(api, groupId));

/** "Critical" in words with a warning sign: never said by colour alone. */
function CriticalMark() {
  const { t } = useTranslation();
  return (
    <Flex as="span" align="center" gap="1" color="care.error.fg" fontWeight="bold" textStyle="sm">
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
        <path fill="currentColor" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
      {t('home.widgets.criticalEvents.critical')}
    </Flex>
  );
}

/** One critical entry: the guest (to their diary), when, the text, the author. */
function CriticalEventRow(props: {
  entry: DiaryCriticalEntry;
  onAcknowledge: (entry: DiaryCriticalEntry) => void;
}) {
  const { t } = useTranslation();
  const preloadAcknowledge = usePreloadAcknowledge();
  const { entry } = props;
  const guest = criticalGuestName(entry);
  return (
    <Stack as="li" gap="1" borderTopWidth="1px" pt="2">
      <Flex gap="2" align="center" wrap="wrap">
        <CriticalMark />
        <Link to={`${personDetailPath(entry.personalDataId)}?tab=diary`}>
          <Text as="span" fontWeight="semibold" textDecoration="underline">
            {guest}
          </Text>
        </Link>
        <Text as="span" textStyle="sm" color="fg.muted">
          <time dateTime={entry.occurredAt}>{formatNumericDate(entry.occurredAt, true)}</time>
        </Text>
      </Flex>
      <Text lineClamp={3}>{entry.text}</Text>
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t('home.widgets.criticalEvents.by', { name: entry.author.name })}
        </Text>
        <PermissionGate requires={DIARY_ACKNOWLEDGE_REQUIREMENT}>
          <Button
            size="sm"
            variant="outline"
            data-acknowledge={entry.id}
            aria-label={t('home.widgets.criticalEvents.acknowledgeGuest', { guest })}
            onPointerEnter={preloadAcknowledge}
            onFocus={preloadAcknowledge}
            onClick={() => props.onAcknowledge(entry)}
          >
            {t('home.widgets.criticalEvents.acknowledge')}
          </Button>
        </PermissionGate>
      </Flex>
    </Stack>
  );
}

/**
 * The critical events widget (docs/behaviour/diary.md#critical-events): the selected group's
 * critical entries awaiting acknowledgement, newest first, refreshed live.
 */
export default function CriticalEventsWidget() {
  const { t, i18n } = useTranslation();
  useCriticalAlertsLive();
  const query = useQuery(diaryQueries.critical(useApi(), useSelectedGroupId()));
  const [acknowledging, setAcknowledging] = useState<DiaryCriticalEntry | null>(null);
  const [used, setUsed] = useState(false);
  // The dialog moves the focus here when the last entry has been acknowledged.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const acknowledge = (entry: DiaryCriticalEntry) =>
    void loadDiaryTexts(i18n)
      .catch(() => undefined)
      .then(() => {
        setUsed(true);
        setAcknowledging(entry);
      });
  return (
    <>
      <WidgetCard
        title={t('home.widgets.criticalEvents.title')}
        query={query}
        headingRef={headingRef}
      >
        {({ items, total }) =>
          total === 0 ? (
            <Text color="fg.muted">{t('home.widgets.criticalEvents.none')}</Text>
          ) : (
            <Stack gap="3">
              <WidgetCount
                count={total}
                label={t('home.widgets.criticalEvents.count', { count: total })}
              />
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {items.map((entry) => (
                  <CriticalEventRow key={entry.id} entry={entry} onAcknowledge={acknowledge} />
                ))}
              </Stack>
              {total > items.length && (
                <Text textStyle="sm" color="fg.muted">
                  {t('home.widgets.criticalEvents.shown', { shown: items.length, total })}
                </Text>
              )}
            </Stack>
          )
        }
      </WidgetCard>
      {used && (
        <Suspense fallback={null}>
          <AcknowledgeLayer
            entry={acknowledging}
            items={query.data?.items}
            heading={headingRef}
            onClose={() => setAcknowledging(null)}
          />
        </Suspense>
      )}
    </>
  );
}
