import { useLayoutEffect, useRef, useState } from 'react';

/**
 * One file uploaded with progress and a retry: the reading and sending every attachment of Care
 * goes through (a document's, docs/behaviour/documents.md#attachments; a diary entry's,
 * docs/behaviour/diary.md#attachments). The feature says how the file travels and what a failure
 * means; this hook keeps what is shown meanwhile.
 */

/** An upload in progress or failed. */
export interface PendingUpload {
  name: string;
  phase: 'reading' | 'sending' | 'failed';
  /** 0–1 while the file is read; null while it travels (indeterminate). */
  progress: number | null;
}

/** What the feature does with a file. */
export interface FileUploadSteps {
  /** Sends the file (its content as a data URL); resolves once it is stored. */
  send(file: File, data: string): Promise<void>;
  /** Before a retry: whether the upload whose answer was lost arrived after all (then done). */
  arrived?(file: File): Promise<boolean>;
  /** After the file is stored. */
  done(file: File): Promise<void> | void;
  /** A failure no retry can mend (the row goes): true when the feature has dealt with it. */
  refused?(error: unknown, file: File): Promise<boolean> | boolean;
  /** A failure a retry may mend: the row stays with its "Try again". */
  failed(error: unknown, file: File): void;
}

interface Attempt {
  file: File;
  data: string | null;
}

/** Reads a file as a data URL, reporting progress (0–1) while it reads. */
export function readFileAsDataUrl(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Uploads one file at a time (`begin`), with `retry` after a failure and `discard`. */
export function useFileUpload(steps: FileUploadSteps) {
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const attempt = useRef<Attempt | null>(null);
  // The steps of the latest render: a file's upload outlives the render that started it.
  const latest = useRef(steps);
  useLayoutEffect(() => {
    latest.current = steps;
  });

  const finish = async (file: File) => {
    attempt.current = null;
    setPending(null);
    await latest.current.done(file);
  };

  const fail = (file: File, error: unknown) => {
    setPending({ name: file.name, phase: 'failed', progress: null });
    latest.current.failed(error, file);
  };

  const send = async (current: Attempt) => {
    const { file } = current;
    try {
      if (current.data === null) {
        setPending({ name: file.name, phase: 'reading', progress: 0 });
        current.data = await readFileAsDataUrl(file, (progress) =>
          setPending({ name: file.name, phase: 'reading', progress }),
        );
      }
      setPending({ name: file.name, phase: 'sending', progress: null });
      await latest.current.send(file, current.data);
    } catch (error) {
      if (await latest.current.refused?.(error, file)) {
        attempt.current = null;
        setPending(null);
        return;
      }
      fail(file, error);
      return;
    }
    await finish(file);
  };

  /** Starts uploading `file` (the caller has checked that nothing else is under way). */
  const begin = (file: File) => {
    const current: Attempt = { file, data: null };
    attempt.current = current;
    void send(current);
  };

  /** Tries the failed upload again, without a duplicate if the first one reached the server. */
  const retry = async () => {
    const current = attempt.current;
    if (!current) return;
    setPending({ name: current.file.name, phase: 'sending', progress: null });
    try {
      if (await latest.current.arrived?.(current.file)) return await finish(current.file);
    } catch (error) {
      fail(current.file, error);
      return;
    }
    await send(current);
  };

  /** Forgets the failed upload. */
  const discard = () => {
    attempt.current = null;
    setPending(null);
  };

  const busy = pending !== null && pending.phase !== 'failed';
  return { pending, busy, begin, retry, discard };
}
