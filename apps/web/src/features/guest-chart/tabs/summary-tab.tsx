import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useModuleAllows } from '../../module-access/use-module-access';
import { AccountDocuments } from '../../documents/index';
import type { GuestChartTabProps } from '../chart-tab-props';
import { AllergyNote } from '../components/allergy-note';
import { FactList, useChartFacts } from '../components/chart-facts';
import { GUEST_SUMMARY_SECTIONS, type GuestSummarySection } from '../summary-sections';
import type { GuestChartHeader } from '@care/api-client';

const ExportDialog = lazy(async () => ({
  default: (await import('../../exports/index')).ExportDialog,
}));

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

/** The guest's reports: each opens the export dialog (docs/behaviour/exports.md). */
function Reports({
  personalDataId,
  header,
}: {
  personalDataId: number;
  header?: GuestChartHeader;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = t('exports.type.STATUS_HISTORY');
  return (
    <Stack as="section" gap="3" aria-labelledby="chart-summary-reports" alignItems="flex-start">
      <Heading as="h2" size="lg" id="chart-summary-reports">
        {t('guestChart.summary.reports')}
      </Heading>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('exports.dialog.title', { title })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog
            type="STATUS_HISTORY"
            module="guests"
            titleKey="exports.type.STATUS_HISTORY"
            guestId={personalDataId}
            guestName={header}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** A care module's section, for users whose level in its module is at least read. */
function ModuleSection({
  section,
  personalDataId,
}: {
  section: GuestSummarySection;
  personalDataId: number;
}) {
  const { t } = useTranslation();
  const allowed = useModuleAllows(section.module, 'read');
  if (!allowed) return null;
  return (
    <Suspense fallback={<Text color="fg.muted">{t('utils.loading')}</Text>}>
      <section.Component personalDataId={personalDataId} />
    </Suspense>
  );
}

/**
 * The summary tab (docs/behaviour/guest-chart.md#tabs): the header's facts in more detail, the
 * care modules' sections (the diary's significant events), the guest's newest documents with a
 * link to the documents tab, and the guest's reports.
 */
export function SummaryTab({ personalDataId, customerAccountId, header }: GuestChartTabProps) {
  const { t } = useTranslation();
  const documents = useModuleAllows('documents', 'read');
  return (
    <Stack gap="8">
      {header ? <Facts header={header} /> : <Text color="fg.muted">{t('utils.loading')}</Text>}
      {GUEST_SUMMARY_SECTIONS.map((section) => (
        <ModuleSection key={section.id} section={section} personalDataId={personalDataId} />
      ))}
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
      <Reports personalDataId={personalDataId} header={header} />
    </Stack>
  );
}
