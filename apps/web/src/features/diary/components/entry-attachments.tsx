import { DIARY_ATTACHMENTS_MAX, type DiaryAttachment, type DiaryEntry } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilePickerButton,
  formatSize,
  PendingUploadBox,
} from '../../../shared/attachments/upload-parts';
import {
  useArchiveAttachment,
  useDownloadAttachment,
  useEntryUploadsView,
  type EntryUploadsView,
} from '../api/use-entry-attachments';
import { useEntryUploadStore } from './entry-uploads-context';

/** The kind of file in words, from the type the server recognised. */
const KINDS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'text/plain': 'text',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
};

/** One attachment: name, kind and size, who attached (and archived) it, its buttons. */
function AttachmentRow({
  attachment,
  canArchive,
  personalDataId,
}: {
  attachment: DiaryAttachment;
  canArchive: boolean;
  personalDataId: number;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const download = useDownloadAttachment();
  const archive = useArchiveAttachment(personalDataId);
  const archived = attachment.archivedBy !== null && attachment.archivedAt !== null;
  const kind = t(`diary.attachments.kind.${KINDS[attachment.mimeType] ?? 'other'}`);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2">
      <Text fontWeight="medium" wordBreak="break-word">
        {attachment.name}
        {archived && ` · ${t('diary.attachments.archivedMark')}`}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {t('diary.attachments.details', { kind, size: formatSize(attachment.size, language) })} ·{' '}
        {t('diary.attachments.attachedBy', {
          name: attachment.attachedBy.name,
          when: formatDateTime(attachment.attachedAt, language),
        })}
      </Text>
      {archived && attachment.archivedBy && attachment.archivedAt && (
        <Text textStyle="sm" color="fg.muted">
          {t('diary.attachments.archived', {
            name: attachment.archivedBy.name,
            when: formatDateTime(attachment.archivedAt, language),
          })}
        </Text>
      )}
      <Flex gap="2" mt="1" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void download(attachment)}>
          {t('diary.attachments.download', { name: attachment.name })}
        </Button>
        {canArchive && !archived && (
          <Button
            size="sm"
            variant="outline"
            disabled={archive.isPending}
            onClick={() => archive.mutate(attachment)}
          >
            {t('diary.attachments.archive', { name: attachment.name })}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/**
 * "Attach files" on an entry, with the uploads under way. They live in the tab's store, not in
 * the card: scrolled out of view and back, the card shows them as they are; asked to by "Show
 * the entry", it takes the focus once drawn.
 */
function AttachFiles({ entry, full }: { entry: DiaryEntry; full: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const store = useEntryUploadStore();
  const uploads = useEntryUploadsView(store.uploadsOf(entry));
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const gone = store.mount(entry.id);
    if (store.takeReveal(entry.id)) region.current?.focus();
    return gone;
  }, [store, entry.id]);
  const busy = uploads.pending !== null && uploads.pending.phase !== 'failed';
  return (
    <Stack gap="2" ref={region} tabIndex={-1}>
      <Flex gap="3" align="center" wrap="wrap">
        <FilePickerButton
          label={t('diary.attachments.attach')}
          multiple
          disabled={full || busy}
          describedBy={`${id}-rules`}
          onFiles={uploads.add}
        />
        <Text id={`${id}-rules`} textStyle="sm" color="fg.muted">
          {full
            ? t('diary.attachments.tooMany', { max: DIARY_ATTACHMENTS_MAX })
            : t('diary.attachments.accepted')}
        </Text>
      </Flex>
      <UploadsUnderWay uploads={uploads} />
    </Stack>
  );
}

/** The file being attached (progress, or "Try again" after a failure) and how many wait. */
export function UploadsUnderWay({ uploads }: { uploads: EntryUploadsView }) {
  const { t } = useTranslation();
  if (!uploads.pending) return null;
  return (
    <Stack gap="1" role="status">
      <PendingUploadBox
        pending={uploads.pending}
        texts={{
          uploading: (name) => t('diary.attachments.uploading', { name }),
          failed: (name) => t('diary.attachments.failed', { name }),
          progress: (name) => t('diary.attachments.progress', { name }),
          retry: t('diary.attachments.retry'),
          discard: t('diary.attachments.discard'),
        }}
        onRetry={() => void uploads.retry()}
        onDiscard={uploads.discard}
      />
      {uploads.waiting > 0 && (
        <Text textStyle="sm">{t('diary.attachments.waiting', { count: uploads.waiting })}</Text>
      )}
    </Stack>
  );
}

/**
 * An entry's attachments (docs/behaviour/diary.md#attachments): each with its kind, size and who
 * attached it, "Download", and for those who write the diary "Archive"; archived ones stay listed,
 * marked. Writers attach more files to an entry not entered in error.
 */
export function EntryAttachments({ entry, canWrite }: { entry: DiaryEntry; canWrite: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const open = canWrite && entry.status !== 'enteredInError';
  if (entry.attachments.length === 0 && !open) return null;
  const active = entry.attachments.filter((attachment) => attachment.archivedAt === null);
  return (
    <Stack role="group" gap="2" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="semibold">
        {t('diary.attachments.title')}
      </Text>
      {entry.attachments.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-labelledby={headingId}>
          {entry.attachments.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              canArchive={open}
              personalDataId={entry.personalDataId}
            />
          ))}
        </Stack>
      )}
      {open && <AttachFiles entry={entry} full={active.length >= DIARY_ATTACHMENTS_MAX} />}
    </Stack>
  );
}
