import { DOCUMENT_LIMITS, type Attachment, type Document } from '@care/api-client';
import { ConfirmDialog } from '@care/ui';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { saveBlob } from '../../../shared/save-file';
import {
  FilePickerButton,
  formatSize,
  PendingUploadBox,
} from '../../../shared/attachments/upload-parts';
import { attachmentBlob } from '../api/attachment-content';
import { useArchiveAttachment } from '../api/documents.mutations';
import { useAttachmentUpload } from '../api/use-attachment-upload';
import { activeAttachments, formatServerDateTime } from '../document-form';
import { NoticeDialog } from './notice-dialog';

/**
 * The attachment tab: upload (one file at a time, with progress), the list newest first, view in
 * a new window, download and archive with confirmation. Read-only users view and download only.
 */
export function AttachmentsTab({ document, readOnly }: { document: Document; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const id = useId();
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const upload = useAttachmentUpload(document, setDuplicate);
  const archive = useArchiveAttachment(document.id);
  const [archiving, setArchiving] = useState<Attachment | null>(null);
  const attachments = activeAttachments(document.documentContents);
  const full = attachments.length >= DOCUMENT_LIMITS.attachmentsMax;
  const busy = upload.pending !== null && upload.pending.phase !== 'failed';

  const open = async (attachment: Attachment, purpose: 'view' | 'download') => {
    // Opened at once, inside the click, so no pop-up blocker stops it; filled when the data is in.
    const target = purpose === 'view' ? window.open('', '_blank') : null;
    try {
      const content = await api.documents.getAttachment(attachment.id);
      const blob = attachmentBlob(content, purpose);
      if (purpose === 'download' || !target || blob.type === 'application/octet-stream') {
        target?.close();
        saveBlob(blob, content.name);
        return;
      }
      const url = URL.createObjectURL(blob);
      target.opener = null;
      target.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      // A failed download is only logged (docs/behaviour/documents.md#attachments).
      target?.close();
      console.error('Attachment download failed', error);
    }
  };

  return (
    <Stack gap="4">
      {!readOnly && (
        <Stack gap="2">
          <Flex gap="3" align="center" wrap="wrap">
            <FilePickerButton
              label={t('documents.attachments.upload')}
              disabled={full || busy}
              describedBy={full ? `${id}-full` : undefined}
              testId="attachment-file-input"
              onFiles={([file]) => {
                if (file && upload.start(file) === 'duplicate') setDuplicate(file.name);
              }}
            />
            <Text textStyle="sm" color="fg.muted">
              {t('documents.attachments.count', {
                count: attachments.length,
                max: DOCUMENT_LIMITS.attachmentsMax,
              })}
            </Text>
          </Flex>
          {full && (
            <Text id={`${id}-full`} color="care.warning.fg" role="status">
              {t('documents.tooManyAttachments', { max: DOCUMENT_LIMITS.attachmentsMax })}
            </Text>
          )}
        </Stack>
      )}
      {upload.pending && (
        <PendingUploadBox
          pending={upload.pending}
          texts={{
            uploading: (name) => t('documents.attachments.uploading', { name }),
            failed: (name) => t('documents.attachments.failed', { name }),
            progress: (name) => t('documents.attachments.progress', { name }),
            retry: t('documents.attachments.retry'),
            discard: t('documents.attachments.discard'),
          }}
          onRetry={() => void upload.retry()}
          onDiscard={upload.discard}
        />
      )}
      {attachments.length === 0 ? (
        <Text color="fg.muted">{t('documents.attachments.empty')}</Text>
      ) : (
        <Stack
          as="ul"
          gap="2"
          listStyleType="none"
          m="0"
          p="0"
          aria-label={t('documents.attachments.list')}
        >
          {attachments.map((attachment) => (
            <Box as="li" key={attachment.id} borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold" wordBreak="break-word">
                {attachment.name}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {formatSize(attachment.size, i18n.language)}
                {' · '}
                {attachment.insertUserData
                  ? t('documents.attachments.addedBy', {
                      name: attachment.insertUserData.fullName,
                      date: formatServerDateTime(attachment.insertDate),
                    })
                  : t('documents.attachments.addedOn', {
                      date: formatServerDateTime(attachment.insertDate),
                    })}
              </Text>
              <Flex gap="2" mt="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('documents.attachments.view', { name: attachment.name })}
                  onClick={() => void open(attachment, 'view')}
                >
                  {t('documents.attachments.viewShort')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('documents.attachments.download', { name: attachment.name })}
                  onClick={() => void open(attachment, 'download')}
                >
                  {t('documents.attachments.downloadShort')}
                </Button>
                {!readOnly && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('documents.attachments.archive', { name: attachment.name })}
                    onClick={() => setArchiving(attachment)}
                  >
                    {t('documents.attachments.archiveShort')}
                  </Button>
                )}
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      <NoticeDialog
        open={duplicate !== null}
        onClose={() => setDuplicate(null)}
        title={t('documents.alreadyExists.title')}
        description={t('documents.alreadyExists.description', { name: duplicate ?? '' })}
        closeLabel={t('documents.actions.confirm')}
      />
      <ConfirmDialog
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        onConfirm={() => (archiving ? archive.mutateAsync(archiving.id) : undefined)}
        title={t('documents.archive.title', { name: archiving?.name ?? '' })}
        description={t('documents.archive.description')}
        confirmLabel={t('documents.archive.confirm')}
        cancelLabel={t('documents.actions.cancel')}
        destructive
      />
    </Stack>
  );
}
