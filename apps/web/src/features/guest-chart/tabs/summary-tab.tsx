import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useModuleAllows } from '../../module-access/use-module-access';
import { AccountDocuments } from '../../documents/index';
import type { GuestChartTabProps } from '../chart-tab-props';
import { AllergyNote } from '../components/allergy-note';
import { FactList, useChartFacts } from '../components/chart-facts';
import type { GuestChartHeader } from '@care/api-client';

/** How many recent documents the summary lists. */
const RECENT_DOCUMENTS = 3;

function Facts({ header }: { header: GuestChartHeader }) {
  const { t } = useTranslation();
  const facts = useChartFacts(header, true);
  return (
    <Stack as="section" gap="3" aria-labelledby="chart-summary-facts">
      <Heading as="h2" size="lg" id="chart-summary-facts">
        {t('guestChart.summary.facts')}
      </Heading>
      <AllergyNote allergies={header.allergies} />
      <FactList facts={facts} columns="repeat(auto-fit, minmax(16rem, 1fr))" />
    </Stack>
  );
}

/**
 * The summary tab (docs/behaviour/guest-chart.md#tabs): the header's facts in more detail, and
 * the guest's newest documents with a link to the documents tab.
 */
export function SummaryTab({ customerAccountId, header }: GuestChartTabProps) {
  const { t } = useTranslation();
  const documents = useModuleAllows('documents', 'read');
  return (
    <Stack gap="8">
      {header ? <Facts header={header} /> : <Text color="fg.muted">{t('utils.loading')}</Text>}
      {documents && (
        <Stack gap="3">
          <Suspense fallback={<Text color="fg.muted">{t('utils.loading')}</Text>}>
            <AccountDocuments
              accountId={customerAccountId}
              title={t('guestChart.summary.recentDocuments')}
              limit={RECENT_DOCUMENTS}
            />
          </Suspense>
          <Link asChild color="care.primary.fg" textDecoration="underline" alignSelf="flex-start">
            <RouterLink to="?tab=documents">{t('guestChart.summary.allDocuments')}</RouterLink>
          </Link>
        </Stack>
      )}
    </Stack>
  );
}
