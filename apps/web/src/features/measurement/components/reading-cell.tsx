import type { GlycemiaUnit, Reading } from '@care/api-client';
import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatResult } from '../format-value';
import { JudgementMark } from './judgement-mark';

/** A reading's value with, beyond normal, its judgement in words; a device's reading says so. */
export function ReadingCell(props: { reading: Reading; glycemiaUnit: GlycemiaUnit }) {
  const { t } = useTranslation();
  const { reading } = props;
  return (
    <Flex direction="column" gap="0.5">
      <Text as="span">{formatResult(t, reading, props.glycemiaUnit)}</Text>
      {reading.judgement && reading.judgement !== 'normal' && (
        <JudgementMark judgement={reading.judgement} />
      )}
      {reading.source === 'device' && (
        <Text as="span" textStyle="sm" color="fg.muted">
          {t('measurement.fromDevice')}
        </Text>
      )}
    </Flex>
  );
}
