import { useMemo } from 'react';
import { DraftPrompt } from './draft-prompt';
import { useDraft, type DraftValues } from './use-draft';

/** Options of {@link useValuesDraft}. */
export interface ValuesDraftOptions<Values extends DraftValues> {
  /** Which form (e.g. `measurement.reading`) and which record (`new-…` for a create). */
  formId: string;
  recordId: string;
  /** What the form opened with (a new form's empty values, or the saved record's); undefined while loading. */
  initial: Values | undefined;
  /** The values now, as the form's state holds them (plain data). */
  values: Values;
  /** What defines the fields (names, types, options: never values or bounds); default their names. */
  definition?: unknown;
  /** A field's label as the form shows it. */
  labelOf: (field: string) => string;
  /** A value as text, for the comparison with a record saved since. */
  textOf?: (field: string, value: unknown) => string;
  /** Puts the draft's values back into the form's state. */
  onRestore: (values: Partial<Values>) => void;
}

/**
 * A draft of a form whose values live in React state (docs/behaviour/never-losing-work.md#drafts),
 * as `useFormRendererDraft` is for the form renderer's forms: the fields are the keys of
 * `initial`, a draft is written while `values` differ from it, and `onRestore` puts one back.
 * Returns the offer to show at the top of the form and `clear` for a save that succeeded (or went
 * to the outbox: the record is safe).
 */
export function useValuesDraft<Values extends DraftValues>(options: ValuesDraftOptions<Values>) {
  const { labelOf, textOf, onRestore } = options;
  // The same objects until a value changes: a render that changes nothing restarts no timer.
  const initialKey = JSON.stringify(options.initial ?? null);
  const valuesKey = JSON.stringify(options.values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when they change
  const initial = useMemo(() => options.initial, [initialKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when they change
  const values = useMemo(() => options.values, [valuesKey]);
  const fields = useMemo(() => (initial ? Object.keys(initial) : undefined), [initial]);
  const draft = useDraft<Values>({
    formId: options.formId,
    recordId: options.recordId,
    fields,
    definition: fields ? (options.definition ?? fields) : undefined,
    initial,
    values,
    dirty: initial !== undefined && valuesKey !== initialKey,
  });
  const prompt = draft.offer && (
    <DraftPrompt
      offer={draft.offer}
      labelOf={labelOf}
      textOf={textOf}
      onRestore={() => onRestore(draft.restore())}
      onDiscard={draft.discard}
    />
  );
  return { prompt, clear: draft.clear };
}

/**
 * The draft of a dialog's one free text (an acknowledgement's note, a reason): `text` as typed,
 * `setText` to put it back, `label` the field's.
 */
export function useTextDraft(options: {
  formId: string;
  recordId: string;
  text: string;
  setText: (text: string) => void;
  label: string;
}) {
  const { setText, label } = options;
  return useValuesDraft<{ text: string }>({
    formId: options.formId,
    recordId: options.recordId,
    initial: EMPTY_TEXT,
    values: { text: options.text },
    labelOf: () => label,
    onRestore: (values) => setText(values.text ?? ''),
  });
}
const EMPTY_TEXT = { text: '' };
