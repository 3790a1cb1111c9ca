import { useLayoutEffect, useState } from 'react';

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

/** One file's upload at a time, outside React: what `useFileUpload` and the upload stores run. */
export interface UploadRunner {
  /** Starts uploading `file` (the caller has checked that nothing else is under way). */
  begin(file: File): void;
  /** Tries the failed upload again, without a duplicate if the first one reached the server. */
  retry(): Promise<void>;
  /** Forgets the failed upload. */
  discard(): void;
}

/**
 * An upload runner: `steps()` gives the feature's steps at each moment (the latest ones),
 * `onChange` hears what is shown (the file's phase and progress, or null once done or gone).
 */
export function createUploadRunner(
  steps: () => FileUploadSteps,
  onChange: (pending: PendingUpload | null) => void,
): UploadRunner {
  let attempt: Attempt | null = null;

  const finish = async (file: File) => {
    attempt = null;
    onChange(null);
    await steps().done(file);
  };

  const fail = (file: File, error: unknown) => {
    onChange({ name: file.name, phase: 'failed', progress: null });
    steps().failed(error, file);
  };

  const send = async (current: Attempt) => {
    const { file } = current;
    try {
      if (current.data === null) {
        onChange({ name: file.name, phase: 'reading', progress: 0 });
        current.data = await readFileAsDataUrl(file, (progress) =>
          onChange({ name: file.name, phase: 'reading', progress }),
        );
      }
      onChange({ name: file.name, phase: 'sending', progress: null });
      await steps().send(file, current.data);
    } catch (error) {
      if (await steps().refused?.(error, file)) {
        attempt = null;
        onChange(null);
        return;
      }
      fail(file, error);
      return;
    }
    await finish(file);
  };

  return {
    begin(file) {
      const current: Attempt = { file, data: null };
      attempt = current;
      void send(current);
    },
    async retry() {
      const current = attempt;
      if (!current) return;
      onChange({ name: current.file.name, phase: 'sending', progress: null });
      try {
        if (await steps().arrived?.(current.file)) return await finish(current.file);
      } catch (error) {
        fail(current.file, error);
        return;
      }
      await send(current);
    },
    discard() {
      attempt = null;
      onChange(null);
    },
  };
}

/**
 * The latest of a value that changes with each render, for what outlives the render that started
 * it (an upload): `set` it in a layout effect, `get` it when the work needs it.
 */
export function createLatest<T>(first: T): { get: () => T; set: (value: T) => void } {
  let value = first;
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
}

/** Uploads one file at a time (`begin`), with `retry` after a failure and `discard`. */
export function useFileUpload(steps: FileUploadSteps) {
  const [pending, setPending] = useState<PendingUpload | null>(null);
  // The steps of the latest render: a file's upload outlives the render that started it.
  const [latest] = useState(() => createLatest(steps));
  useLayoutEffect(() => latest.set(steps));
  const [runner] = useState(() => createUploadRunner(latest.get, setPending));
  const busy = pending !== null && pending.phase !== 'failed';
  return { pending, busy, begin: runner.begin, retry: runner.retry, discard: runner.discard };
}
