import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { AccountDocuments } from '../../documents/index';
import type { GuestChartTabProps } from '../chart-tab-props';

/** The guest's documents (those the user may read), each opening in the document drawer. */
export function DocumentsTab({ customerAccountId }: GuestChartTabProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Text color="fg.muted">{t('utils.loading')}</Text>}>
      <AccountDocuments accountId={customerAccountId} title={t('guestChart.documents.title')} />
    </Suspense>
  );
}
