import { useChakraContext } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
import { memo, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { FieldSize } from '../field-size/index';
import { FormRenderContext, useFormRenderContext } from './form-context';
import type { FormStore } from './form-store';
import { FORM_CLASSES as c, formStyles, sized } from './form-styles';
import { ReadOnlyValue } from './fields/field-frame';
import {
  useFormRenderer,
  type FormController,
  type UseFormRendererOptions,
} from './use-form-renderer';
import type {
  FieldDefinition,
  FieldEnvironment,
  FieldIssue,
  FieldTypeDefinition,
  FormMode,
  FormRendererMessages,
  SearchAutocomplete,
} from './types';

/** Props of {@link FormRenderer}. */
export interface FormRendererProps extends Partial<UseFormRendererOptions> {
  /**
   * The form from {@link useFormRenderer}, for control from outside (save, cancel, confirm).
   * Without it, the renderer keeps its own from `fields`, `fieldRegistry`, `onSubmit`, `onInvalid`.
   */
  form?: FormController;
  /** Every text shown or announced, translated. */
  messages: FormRendererMessages;
  /** `view` shows the values as text, `edit` the inputs. Default `edit`. */
  mode?: FormMode;
  /** Translates the server's keys: labels, categories, helper texts, `_INTL` options. */
  translate?: (key: string) => string;
  /** Formats a date (`withTime` false) or date-time for reading. Default: the browser's locale. */
  formatDate?: (iso: string, withTime: boolean) => string;
  /** Searches the suggestions of autocomplete fields that have a `path`. */
  searchAutocomplete?: SearchAutocomplete;
  /** Pauses before a server search (default 1000 + 1500 ms; Enter searches at once). */
  autocompleteTiming?: FieldEnvironment['autocompleteTiming'];
  /** Largest accepted upload in bytes (the texts say so without the number). */
  maxUploadBytes?: number;
  /** Size of the inputs. Default `md`; `lg` for touch and older eyes. */
  size?: FieldSize;
  /** Level of the category headings in view mode. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The form's accessible name. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Rendered at the end, inside the form (e.g. the save and cancel buttons). */
  children?: ReactNode;
}

const identity = (key: string) => key;

/** Formats `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm` in the browser's locale (local time, no shift). */
export function defaultFormatDate(iso: string, withTime: boolean): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!match) return iso;
  const [, year, month, day, hours = '0', minutes = '0'] = match;
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
  );
  return new Intl.DateTimeFormat(
    undefined,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

/** A problem as the translated text shown under the field. */
export function issueText(
  issue: FieldIssue,
  field: FieldDefinition,
  type: FieldTypeDefinition,
  env: FieldEnvironment,
): string {
  const { messages } = env;
  // A bound reads as the field shows a value: a date as a date, a decimal with its comma.
  const bound = (limit: string | number) =>
    type.format?.(type.fromValue(limit, field), field, env) || String(limit);
  switch (issue.rule) {
    case 'required':
      return messages.required;
    case 'email':
      return issue.message ?? (field.helperText ? env.translate(field.helperText) : messages.email);
    case 'min':
      return messages.min(bound(issue.limit));
    case 'max':
      return messages.max(bound(issue.limit));
    case 'maxDigits':
      return messages.maxDigits(issue.limit);
    case 'decimal':
      return messages.decimal;
    case 'integer':
      return messages.integer;
    case 'custom':
      return issue.message;
  }
}

const noSubscription = () => () => {};

/** Whether the field is shown; re-evaluated only when a field it depends on changes. */
function useFieldVisible(store: FormStore, field: FieldDefinition): boolean {
  const name = field.fieldName;
  const dependent = Boolean(field.dependencies?.length);
  const subscribe = useCallback(
    (listener: () => void) =>
      dependent ? store.subscribeMany(store.controllersOf(name), listener) : () => {},
    [store, name, dependent],
  );
  return useSyncExternalStore(dependent ? subscribe : noSubscription, () => store.isVisible(name));
}

/** One field: subscribes to its own value and problem, and to the fields it depends on. */
const FieldSlot = memo(function FieldSlot({ field }: { field: FieldDefinition }) {
  const { store } = useFormRenderContext();
  return useFieldVisible(store, field) ? <FieldBody field={field} /> : null;
});

function FieldBody({ field }: { field: FieldDefinition }) {
  const { store, env, mode, fieldId } = useFormRenderContext();
  const name = field.fieldName;
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(name, listener),
    [store, name],
  );
  const snapshot = useSyncExternalStore(subscribe, () => store.getSnapshot(name));
  const onChange = useCallback((value: unknown) => store.change(name, value), [store, name]);
  const onBlur = useCallback(() => store.blur(name), [store, name]);
  const type = store.typeOf(field);
  const label = env.translate(field.label ?? name);

  const shown = () => {
    const { View } = type;
    if (View) return <View field={field} value={snapshot.value} label={label} env={env} />;
    return type.format?.(snapshot.value, field, env) || (type.static ? '' : env.messages.empty);
  };

  if (mode === 'view') {
    const content = shown();
    if (type.static && content === '') return null;
    return (
      <div data-vip={field.vip || undefined}>
        <dt className={`${c.term} ${sized('text', env.size)}`}>{label}</dt>
        <dd className={`${c.value} ${sized('value', env.size)}`}>{content}</dd>
      </div>
    );
  }
  if (field.readOnly && !type.readOnlyInput && !type.static) {
    return (
      <ReadOnlyValue label={label} size={env.size} vip={field.vip}>
        {shown()}
      </ReadOnlyValue>
    );
  }
  const { Edit } = type;
  return (
    <Edit
      field={field}
      value={snapshot.value}
      onChange={onChange}
      onBlur={onBlur}
      id={fieldId(name)}
      label={label}
      errorText={
        snapshot.showIssue && snapshot.issue
          ? issueText(snapshot.issue, field, type, env)
          : undefined
      }
      required={Boolean(field.required)}
      readOnly={Boolean(field.readOnly)}
      env={env}
    />
  );
}

/** Whether any field of a group is shown (a category with none is left out, heading and all). */
function useAnyVisible(store: FormStore, fields: readonly FieldDefinition[]): boolean {
  const controllers = useMemo(
    () => [...new Set(fields.flatMap((field) => store.controllersOf(field.fieldName)))],
    [store, fields],
  );
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeMany(controllers, listener),
    [store, controllers],
  );
  return useSyncExternalStore(subscribe, () =>
    fields.some((field) => store.isVisible(field.fieldName)),
  );
}

interface Group {
  category: string | undefined;
  fields: FieldDefinition[];
}

/** Fields by category, in the order each category first appears; uncategorised ones together. */
function groupByCategory(fields: readonly FieldDefinition[]): Group[] {
  const groups = new Map<string | undefined, Group>();
  for (const field of fields) {
    const category = field.category || undefined;
    let group = groups.get(category);
    if (!group) {
      group = { category, fields: [] };
      groups.set(category, group);
    }
    group.fields.push(field);
  }
  return [...groups.values()];
}

/** Fields per chunk: each chunk is laid out and painted only when on screen (see form-styles). */
const CHUNK_SIZE = 8;

function FieldList({ fields, mode }: { fields: readonly FieldDefinition[]; mode: FormMode }) {
  const slots = fields.map((field) => <FieldSlot key={field.fieldName} field={field} />);
  if (mode === 'view') return <dl className={c.viewList}>{slots}</dl>;
  const chunks = [];
  for (let start = 0; start < slots.length; start += CHUNK_SIZE) {
    chunks.push(
      // By position: a reload that moves a field moves it between chunks, never the chunks.
      <div key={start} className={c.chunk}>
        {slots.slice(start, start + CHUNK_SIZE)}
      </div>,
    );
  }
  return <div className={c.list}>{chunks}</div>;
}

const CategorySection = memo(function CategorySection({
  group,
  headingLevel,
  index,
}: {
  group: Group;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  index: number;
}) {
  const { store, env, mode, fieldId } = useFormRenderContext();
  const visible = useAnyVisible(store, group.fields);
  if (!visible) return null;
  const Heading = `h${headingLevel}` as const;
  if (group.category === undefined) return <FieldList fields={group.fields} mode={mode} />;
  const title = env.translate(group.category);
  if (mode === 'view') {
    const headingId = `${fieldId('')}category-${index}`;
    return (
      <section aria-labelledby={headingId} className={c.section}>
        <Heading id={headingId} className={c.heading}>
          {title}
        </Heading>
        <FieldList fields={group.fields} mode={mode} />
      </section>
    );
  }
  return (
    <fieldset className={c.category}>
      <legend className={c.categoryLegend}>{title}</legend>
      <FieldList fields={group.fields} mode={mode} />
    </fieldset>
  );
});

function RenderedForm({
  form,
  messages,
  mode = 'edit',
  translate = identity,
  formatDate = defaultFormatDate,
  searchAutocomplete,
  autocompleteTiming,
  maxUploadBytes,
  size = 'md',
  headingLevel = 3,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: FormRendererProps & { form: FormController }) {
  const env = useMemo<FieldEnvironment>(
    () => ({
      messages,
      translate,
      formatDate,
      searchAutocomplete,
      autocompleteTiming,
      maxUploadBytes,
      size,
    }),
    [messages, translate, formatDate, searchAutocomplete, autocompleteTiming, maxUploadBytes, size],
  );
  const { store, formId, fieldId } = form;
  const context = useMemo(() => ({ store, env, mode, fieldId }), [store, env, mode, fieldId]);
  const fields = store.getFields();
  const groups = useMemo(() => groupByCategory(fields), [fields]);

  const system = useChakraContext();

  return (
    <FormRenderContext.Provider value={context}>
      <ClassNames>
        {({ css }) => (
          <form
            id={formId}
            noValidate
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            // One rule set per Chakra system, inserted once and kept (no re-insertion per mount).
            className={`${c.form} ${css(formStyles(system))}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (mode === 'edit') void form.submit();
            }}
          >
            {groups.map((group, index) => (
              <CategorySection
                key={group.category ?? ''}
                group={group}
                headingLevel={headingLevel}
                index={index}
              />
            ))}
            {children}
          </form>
        )}
      </ClassNames>
    </FormRenderContext.Provider>
  );
}

function OwnForm({ fields = [], fieldRegistry, onSubmit, onInvalid, ...props }: FormRendererProps) {
  const form = useFormRenderer({ fields, fieldRegistry, onSubmit, onInvalid });
  return <RenderedForm {...props} form={form} />;
}

/**
 * Renders a form described by the server: every field type (docs/behaviour/forms.md#field-types),
 * required, read-only, hidden, dependencies, categories, the e-mail rule, view and edit modes, and
 * types added through a field registry. Each field subscribes to its own state: typing re-renders
 * that field only. Submitting calls `onSubmit` with the visible fields' values, or focuses the
 * first problem.
 */
export function FormRenderer(props: FormRendererProps) {
  return props.form ? <RenderedForm {...props} form={props.form} /> : <OwnForm {...props} />;
}
