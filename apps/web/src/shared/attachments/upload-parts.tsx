import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { PendingUpload } from './use-file-upload';

/** A size for people: bytes, KB or MB. */
export function formatSize(bytes: number, language: string | undefined): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}

/** Props of {@link FilePickerButton}. */
export interface FilePickerButtonProps {
  label: string;
  disabled?: boolean;
  /** Several files at once. */
  multiple?: boolean;
  /** The id of what explains why the button is disabled. */
  describedBy?: string | undefined;
  onFiles: (files: File[]) => void;
  testId?: string;
}

/**
 * A button that opens the browser's file chooser: the input itself stays hidden (its own button
 * cannot be styled or labelled the same in every browser), so the button is what a keyboard and
 * a screen reader reach.
 */
export function FilePickerButton({
  label,
  disabled,
  multiple,
  describedBy,
  onFiles,
  testId,
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <chakra.input
        ref={input}
        type="file"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        multiple={multiple}
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        variant="outline"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}

/** The texts of {@link PendingUploadBox}, translated by the feature. */
export interface PendingUploadTexts {
  uploading: (name: string) => string;
  failed: (name: string) => string;
  progress: (name: string) => string;
  retry: string;
  discard: string;
}

/** An upload under way (a progress bar) or failed ("Try again", "Discard"). */
export function PendingUploadBox({
  pending,
  texts,
  onRetry,
  onDiscard,
}: {
  pending: PendingUpload;
  texts: PendingUploadTexts;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = pending.phase === 'failed';
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="medium" mb="2">
        {failed ? texts.failed(pending.name) : texts.uploading(pending.name)}
      </Text>
      {failed ? (
        <Flex gap="2">
          <Button size="sm" onClick={onRetry}>
            {texts.retry}
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            {texts.discard}
          </Button>
        </Flex>
      ) : (
        <chakra.progress
          width="full"
          height="2"
          max={1}
          value={pending.progress ?? undefined}
          aria-label={texts.progress(pending.name)}
          accentColor="care.primary"
        />
      )}
    </Box>
  );
}
