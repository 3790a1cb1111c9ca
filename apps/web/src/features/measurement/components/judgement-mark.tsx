import type { Judgement } from '@care/api-client';
import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

// Never colour alone (docs/behaviour/measurements.md#the-screens): a judgement is a word and an
// icon; the colour only repeats them.
const ICONS: Record<Judgement, string> = {
  normal: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  outOfRange: 'M11 7h2v6h-2zm0 8h2v2h-2zm1-13a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  critical: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
};
const COLOURS: Record<Judgement, string> = {
  normal: 'fg.muted',
  outOfRange: 'fg',
  critical: 'care.error.fg',
};

/** A judgement in words with its icon: "Critical", "Out of range", "Normal" (or `label`). */
export function JudgementMark({ judgement, label }: { judgement: Judgement; label?: string }) {
  const { t } = useTranslation();
  return (
    <Flex
      as="span"
      display="inline-flex"
      align="center"
      gap="1"
      color={COLOURS[judgement]}
      fontWeight={judgement === 'normal' ? 'normal' : 'bold'}
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[judgement]} />
      </svg>
      {label ?? t(`measurement.judgements.${judgement}`)}
    </Flex>
  );
}
