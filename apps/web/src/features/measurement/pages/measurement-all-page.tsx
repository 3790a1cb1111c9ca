import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HelpLink } from '../../../shared/help-link';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { usePermitted } from '../../../shared/permissions/index';
import { useSelectedGroup } from '../../../shared/selected-group';
import { GroupMeasureExport } from '../components/measure-export';
import { LatestTable } from '../components/latest-table';
import { OverdueList } from '../components/overdue-list';
import { RoundEntry } from '../components/round-entry';
import { MEASUREMENT_WRITE_REQUIREMENT } from '../permissions';
import { useGlycemiaUnit } from '../use-glycemia-unit';

/**
 * `measurementAll/` (docs/behaviour/measurements.md#the-group-screen): round entry of one measure
 * across the selected group, the latest values of every guest, the overdue measures, and the
 * group's export of a measure.
 */
export function MeasurementAllPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('measurement.messages')}>
      <GroupMeasurements />
    </PageMessageBars>
  );
}

function GroupMeasurements() {
  const { t } = useTranslation();
  const { selected } = useSelectedGroup();
  const groupId = selected?.id ?? null;
  const glycemiaUnit = useGlycemiaUnit();
  const writes = usePermitted(MEASUREMENT_WRITE_REQUIREMENT);
  return (
    <Stack gap="8">
      <title>{`${t('measurement.all.title')} · ${t('app.name')}`}</title>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {t('measurement.all.title')}
        </Heading>
        <HelpLink page="measurements" topic={t('measurement.title')} />
      </Flex>
      {selected === null || groupId === null ? (
        <Text>{t('measurement.noGroup')}</Text>
      ) : (
        <>
          {writes && <RoundEntry group={selected} glycemiaUnit={glycemiaUnit} />}
          <LatestTable groupId={groupId} glycemiaUnit={glycemiaUnit} />
          <OverdueList groupId={groupId} />
          <GroupMeasureExport groupId={selected.id} groupName={selected.name} />
        </>
      )}
    </Stack>
  );
}
