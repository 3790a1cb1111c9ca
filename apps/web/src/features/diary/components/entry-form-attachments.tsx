import { DIARY_ATTACHMENTS_MAX, type DiaryEntry } from '@care/api-client';
import { Drawer } from '@care/ui';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton, formatSize } from '../../../shared/attachments/upload-parts';
import { tooLarge, useEntryUploads } from '../api/use-entry-attachments';
import { UploadsUnderWay } from './entry-attachments';

/**
 * The new entry form's attachments (docs/behaviour/diary.md#attachments): files picked with the
 * form are attached once the entry is saved, one after the other with their progress; then the
 * drawer closes. An entry that waits in the outbox takes its files with it (the save has them).
 * Kept beside the form so the form's save stays the form's.
 */

/** What a save answers when it wrote the entry now (not when it was only queued). */
function isEntry(value: unknown): value is DiaryEntry {
  return typeof value === 'object' && value !== null && 'id' in value && 'attachments' in value;
}

/**
 * The entry a save wrote: the save answers an outcome (shared/outbox/save-or-queue.ts), the
 * server's answer when sent, none when the outbox kept it (its files wait with it).
 */
function sentAnswer(outcome: unknown): unknown {
  if (typeof outcome !== 'object' || outcome === null || !('queued' in outcome)) return outcome;
  return outcome.queued === false && 'answer' in outcome ? outcome.answer : undefined;
}

/** The files picked for a new entry, and the entry once saved with files to attach. */
export function useAttachAfterSave(onClose: () => void) {
  const [files, setFiles] = useState<File[]>([]);
  const [saved, setSaved] = useState<DiaryEntry | null>(null);
  const answer = useRef<unknown>(undefined);
  return {
    files,
    setFiles,
    saved,
    /** `save`, remembering what it answered. */
    track<Body>(save: { mutateAsync: (body: Body) => Promise<unknown> }) {
      return {
        mutateAsync: async (body: Body) => {
          const outcome = await save.mutateAsync(body);
          answer.current = sentAnswer(outcome);
          return outcome;
        },
      };
    },
    /** After the save: attach the files to the saved entry, or close. */
    afterSave() {
      if (files.length > 0 && isEntry(answer.current)) setSaved(answer.current);
      else onClose();
    },
  };
}

/** The form's "Add files" with the picked files, each with "Remove". */
export function PickedFiles({
  files,
  onChange,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  // Checked here, on the device: a file over 10 MB, or beyond the 10 an entry takes, is not added
  // (an entry that waits in the outbox takes these files with it).
  const pick = (picked: File[]) => {
    const fitting = picked.filter((file) => !tooLarge(file));
    const room = Math.max(DIARY_ATTACHMENTS_MAX - files.length, 0);
    setRefused([
      ...picked
        .filter(tooLarge)
        .map((file) => t('diary.attachments.tooLarge', { name: file.name })),
      ...fitting
        .slice(room)
        .map((file) => t('diary.attachments.tooManyPicked', { name: file.name })),
    ]);
    onChange([...files, ...fitting.slice(0, room)]);
  };
  return (
    <Stack role="group" gap="2" mt="4" aria-labelledby={`${id}-title`}>
      <Text id={`${id}-title`} fontWeight="semibold">
        {t('diary.attachments.title')}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <FilePickerButton
          label={t('diary.attachments.add')}
          multiple
          describedBy={`${id}-rules`}
          onFiles={pick}
          testId="diary-entry-files"
        />
        <Text id={`${id}-rules`} textStyle="sm" color="fg.muted">
          {t('diary.attachments.accepted')}
        </Text>
      </Flex>
      {refused.map((text) => (
        <Text key={text} role="alert" color="care.error.fg">
          {text}
        </Text>
      ))}
      {files.length > 0 && (
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          m="0"
          p="0"
          aria-label={t('diary.attachments.picked')}
        >
          {files.map((file, index) => (
            <Flex as="li" key={`${file.name}-${index}`} gap="2" align="center" wrap="wrap">
              <Text>
                {file.name} ({formatSize(file.size, i18n.resolvedLanguage)})
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                {t('diary.attachments.remove', { name: file.name })}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The drawer once the entry is saved: its files attached one after the other, then closed. */
export function AttachAfterSave({
  entry,
  files,
  onClose,
}: {
  entry: DiaryEntry;
  files: readonly File[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const uploads = useEntryUploads(entry.id, entry.personalDataId, onClose);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    uploads.add(files);
  }, [uploads, files]);
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('diary.attachments.savedTitle')}
      description={t('diary.attachments.savedHelp')}
      closeLabel={t('diary.form.close')}
      footer={
        <Flex justify="flex-end" w="full">
          <Button variant="outline" onClick={onClose}>
            {t('diary.attachments.done')}
          </Button>
        </Flex>
      }
    >
      <UploadsUnderWay uploads={uploads} />
    </Drawer>
  );
}
