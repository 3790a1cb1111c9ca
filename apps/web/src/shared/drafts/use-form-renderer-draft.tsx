import type { FieldDefinition, FormController, FormFieldValue, FormValues } from '@care/ui';
import { useEffect, useMemo, useState } from 'react';
import { DraftPrompt } from './draft-prompt';
import { useDraft } from './use-draft';

/** Options of {@link useFormRendererDraft}. */
export interface FormRendererDraftOptions {
  form: FormController;
  /** The definitions the form renders; undefined while they load. */
  fields: readonly FieldDefinition[] | undefined;
  /** Which form (e.g. `diary.entry`) and which record (`new-…` for a create). */
  formId: string;
  recordId: string;
  /** A field's label as the form shows it. */
  labelOf: (field: string) => string;
  /** False: no draft is kept or offered (a read-only view). Default true. */
  enabled?: boolean;
  /** Called before the draft's values are put back (e.g. to switch the form to edit). */
  onRestore?: () => void;
}

/**
 * Saves `body`; on success clears the form's draft, then calls `done` (closes the drawer). A
 * failure has been said by the mutation: the form stays open with what was typed, and its draft.
 */
export async function saveClearingDraft<Body>(
  save: { mutateAsync: (body: Body) => Promise<unknown> },
  body: Body,
  draft: { clear: () => Promise<void> },
  done: () => void,
): Promise<void> {
  const saved = await save.mutateAsync(body).then(
    () => true,
    () => false,
  );
  if (!saved) return;
  await draft.clear();
  done();
}

/** A field's label as the form shows it: its definition's label through `translate`. */
export function labelsOf(
  fields: readonly FieldDefinition[],
  translate: (key: string) => string,
): (name: string) => string {
  return (name) => translate(fields.find((field) => field.fieldName === name)?.label ?? name);
}

/** What defines a field for a draft: its name, type and options, not its value or bounds. */
function definitionOf(fields: readonly FieldDefinition[]) {
  return fields.map((field) => [field.fieldName, field.type, field.fields?.map((o) => o.value)]);
}

/** What a reload of a field changes: the form store resets a field whose value or type changed. */
function loadedStateOf(field: FieldDefinition) {
  return [field.fieldName, field.type, field.value ?? null];
}

/**
 * A draft of a form of @care/ui's form renderer (docs/behaviour/never-losing-work.md#drafts): the
 * values are heard from the form's store, restored with `setValue`, and the definitions' names,
 * types and options are the checksum's field definition. Returns the prompt to show above the
 * form and `clear` for a successful save.
 */
export function useFormRendererDraft(options: FormRendererDraftOptions) {
  const { form, fields, labelOf } = options;
  const enabled = options.enabled ?? true;
  const names = useMemo(() => fields?.map((field) => field.fieldName), [fields]);
  // The values as loaded, read again when a reload brings other definitions or values. Not when
  // only a bound moves (the diary's "now" every minute): what was typed is not what was loaded,
  // and the draft of it must still be written.
  const loadedKey = fields ? JSON.stringify(fields.map(loadedStateOf)) : undefined;
  const [loaded, setLoaded] = useState<{ key: string; values: FormValues } | undefined>();
  if (loadedKey !== undefined && loaded?.key !== loadedKey)
    setLoaded({ key: loadedKey, values: form.getValues() });
  const initial = loaded?.values;
  // Every change of a field counts up; the values are read again then.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (!names) return;
    return form.store.subscribeMany(names, () => setChanges((count) => count + 1));
  }, [form, names]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `changes` says when to read again
  const values = useMemo(() => (names ? form.getValues() : undefined), [form, names, changes]);
  const draft = useDraft<FormValues>({
    formId: options.formId,
    recordId: options.recordId,
    fields: enabled ? names : undefined,
    definition: fields ? definitionOf(fields) : undefined,
    initial,
    values,
    dirty: JSON.stringify(values) !== JSON.stringify(initial),
  });
  const restore = () => {
    options.onRestore?.();
    for (const [name, value] of Object.entries(draft.restore())) {
      form.setValue(name, value as FormFieldValue);
    }
  };
  const prompt = draft.offer && (
    <DraftPrompt
      offer={draft.offer}
      labelOf={labelOf}
      onRestore={restore}
      onDiscard={draft.discard}
    />
  );
  return { prompt, clear: draft.clear };
}
