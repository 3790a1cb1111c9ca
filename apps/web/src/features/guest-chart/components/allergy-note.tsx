import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The guest's allergies, prominent: an icon and the words "Allergies: …", or "No known
 * allergies" (docs/behaviour/guest-chart.md#header). The text says it; the colour only repeats it.
 */
export function AllergyNote({ allergies }: { allergies: string | null }) {
  const { t } = useTranslation();
  const known = allergies !== null;
  return (
    <Flex
      align="flex-start"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      borderWidth={known ? '2px' : '1px'}
      borderColor={known ? 'red.solid' : 'border'}
      bg={known ? 'red.subtle' : 'bg'}
      color={known ? 'red.fg' : 'fg'}
      fontWeight={known ? 'bold' : 'normal'}
      data-testid="chart-allergies"
    >
      <chakra.span aria-hidden="true" flexShrink={0}>
        {known ? '⚠' : '✓'}
      </chakra.span>
      <chakra.span wordBreak="break-word">
        {known ? t('guestChart.allergies', { allergies }) : t('guestChart.noAllergies')}
      </chakra.span>
    </Flex>
  );
}
