import { useId, useRef, useState } from 'react';
import { defineFieldType } from '../define-field-type';
import { FORM_CLASSES as c, sized } from '../form-styles';
import type { FieldEditProps, FormFieldValue, FormUploadFile } from '../types';
import { describedByIds, FieldTexts, inputClass, RequiredMark } from './field-frame';
import { TextControl } from './text-control';

/** The longest file name the server stores. */
const MAX_FILE_NAME = 255;

/**
 * Splits `report.final.pdf` into `report.final` and `.pdf`. A name cleared down to its extension
 * (`.pdf`) has an empty base, which the field reports as missing.
 */
export function splitFileName(fileName: string): { base: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return { base: fileName, extension: '' };
  return { base: fileName.slice(0, dot), extension: fileName.slice(dot) };
}

/** The base64 content of a file, without the `data:…;base64,` prefix the server does not want. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function isUploadFile(value: FormFieldValue | undefined): value is FormUploadFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as FormUploadFile).fileName === 'string' &&
    typeof (value as FormUploadFile).data === 'string'
  );
}

/**
 * UPLOAD: a button opening the file picker, then a file-name field whose extension stays apart
 * (only the name can be changed), with help and maximum-size texts. The value is
 * `{ data, fileName }` with base64 `data`.
 */
function UploadEdit({
  field,
  value,
  onChange,
  onBlur,
  id,
  label,
  errorText,
  required,
  env,
}: FieldEditProps<FormUploadFile | null>) {
  const { messages } = env;
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const textsId = useId();
  const { base, extension } = splitFileName(value?.fileName ?? '');
  const shownError = refusal ?? errorText;
  const helper = (
    <>
      <div>{messages.uploadHelp}</div>
      <div>{messages.uploadMaxSize}</div>
    </>
  );
  const describedBy = describedByIds(textsId, { helper: true, error: Boolean(shownError) });
  const extensionId = `${id}-extension`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (env.maxUploadBytes !== undefined && file.size > env.maxUploadBytes) {
      setRefusal(messages.uploadTooLarge);
      return;
    }
    setRefusal(undefined);
    onChange({ data: await readFileAsBase64(file), fileName: file.name });
  };

  return (
    <fieldset className={c.group} aria-describedby={describedBy} data-vip={field.vip || undefined}>
      <legend className={`${c.legend} ${sized('text', env.size)}`}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <input
        ref={inputRef}
        type="file"
        accept={field.acceptExtension}
        // Reached through the button: a file input is hard to label and style for touch.
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className={c.row}>
        <button
          // Without a file the button is what an error sends focus to.
          id={value ? `${id}-choose` : id}
          type="button"
          className={sized('button', env.size)}
          aria-describedby={value ? undefined : describedBy}
          onClick={() => inputRef.current?.click()}
          onBlur={onBlur}
        >
          {messages.uploadChoose}
        </button>
        {value && (
          <button
            type="button"
            className={sized('ghostButton', env.size)}
            onClick={() => {
              onChange(null);
              setRefusal(undefined);
            }}
          >
            {messages.uploadRemove}
          </button>
        )}
      </div>
      {value && (
        <div className={c.field}>
          <label htmlFor={id} className={`${c.label} ${sized('text', env.size)}`}>
            {messages.uploadFileName}
          </label>
          <div className={c.joined}>
            <TextControl
              id={id}
              className={inputClass(env.size)}
              name={field.fieldName}
              value={base}
              onValueChange={(name) => onChange({ ...value, fileName: name + extension })}
              onBlur={onBlur}
              required
              maxLength={MAX_FILE_NAME - extension.length}
              // Read with the name: "report", then ".pdf", the hint and any error.
              aria-describedby={describedByIds(textsId, {
                helper: true,
                error: Boolean(shownError),
                extra: extension ? extensionId : undefined,
              })}
              aria-invalid={shownError ? true : undefined}
            />
            {extension && (
              <span id={extensionId} className={c.addon}>
                {extension}
              </span>
            )}
          </div>
        </div>
      )}
      <FieldTexts id={textsId} helperText={helper} errorText={shownError} />
    </fieldset>
  );
}

export const uploadType = defineFieldType<FormUploadFile | null>({
  fromValue: (value) => (isUploadFile(value) ? value : null),
  toValue: (value) => value,
  isEmpty: (value) => value === null,
  // A file must keep a name: only the part before the extension can be edited.
  validate: (value) =>
    value && splitFileName(value.fileName).base.trim() === '' ? { rule: 'required' } : undefined,
  Edit: UploadEdit,
  format: (value) => value?.fileName ?? '',
});
