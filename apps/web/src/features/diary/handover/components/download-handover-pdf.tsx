import type { DiaryHandoverRequest, ExportLanguage } from '@care/api-client';
import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../../app/api';
import { apiErrorMessageKey } from '../../../../shared/api-error-message';
import { saveBlob } from '../../../../shared/save-file';

/** "Download PDF": the sheet of `request` as a PDF in the user's language. */
export function DownloadHandoverPdf({ request }: { request: DiaryHandoverRequest }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setFailure(null);
    try {
      const lang = i18n.resolvedLanguage as ExportLanguage;
      const blob = await api.diary.handoverPdf({ ...request, lang }, { timeoutMs: 0 });
      saveBlob(blob, `handover_${(request.to ?? new Date().toISOString()).slice(0, 10)}.pdf`);
    } catch (error) {
      const key = apiErrorMessageKey(error, (k) => i18n.exists(k), 'diary.handover.downloadError');
      setFailure(key === null ? null : t(key));
    } finally {
      setPending(false);
    }
  };
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button variant="outline" onClick={() => void download()} disabled={pending}>
        {t('diary.handover.downloadPdf')}
      </Button>
      {pending && (
        <Flex role="status" gap="2" align="center">
          <Spinner size="sm" aria-hidden />
          <Text>{t('diary.handover.downloading')}</Text>
        </Flex>
      )}
      {failure && (
        <Text role="alert" color="care.error.fg">
          {failure}
        </Text>
      )}
    </Flex>
  );
}
