import { formatLongDate } from '@care/i18n';
import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Today's date spelled out in the current language ("Oggi è sabato 21 novembre 2026"). */
export function Today(props: TextProps) {
  const { t, i18n } = useTranslation();
  const date = formatLongDate(new Date(), i18n.resolvedLanguage ?? i18n.language);
  return <Text {...props}>{t('shell.today', { date })}</Text>;
}
