import type { DocumentStructure } from '@care/api-client';
import { useTranslation } from 'react-i18next';
import { DraftPrompt } from '../../../shared/drafts/draft-prompt';
import { useDraft } from '../../../shared/drafts/use-draft';
import type { DocumentForm } from '../document-form';

/** The drawer's fields, in the order of its tabs. */
const FIELDS: readonly (keyof DocumentForm)[] = [
  'name',
  'description',
  'expiration',
  'state',
  'documentTagId',
  'permissions',
];

const LABELS: Record<keyof DocumentForm, string> = {
  name: 'documents.fields.name',
  description: 'documents.fields.description',
  expiration: 'documents.fields.expiration',
  state: 'documents.fields.state',
  documentTagId: 'documents.fields.tag',
  permissions: 'documents.tabs.permission',
};

/** What the drawer gives {@link useDocumentDraft}. */
export interface DocumentDraftInput {
  /** The document, or null for a new one of `accountId`. */
  id: number | null;
  accountId: number;
  structure: DocumentStructure | undefined;
  /** The form as loaded; undefined while loading. */
  initial: DocumentForm | undefined;
  form: DocumentForm | null;
  dirty: boolean;
  /** Whether the user may edit (only then is a draft kept or offered). */
  editable: boolean;
  /** Puts restored values in the form. */
  onRestore: (values: Partial<DocumentForm>) => void;
}

/**
 * The document drawer's draft (docs/behaviour/never-losing-work.md#drafts): kept while the user
 * types, offered when the drawer opens again after a reload, cleared by a successful save.
 */
export function useDocumentDraft(input: DocumentDraftInput) {
  const { t } = useTranslation();
  const draft = useDraft<DocumentForm>({
    formId: 'documents.drawer',
    recordId: input.id === null ? `new-for-${input.accountId}` : String(input.id),
    fields: input.structure && input.editable ? FIELDS : undefined,
    definition: {
      fields: FIELDS,
      roles: input.structure?.rolePermission.map((row) => row.fieldName),
      tags: input.structure?.tag.fields.map((tag) => tag.value),
    },
    initial: input.initial,
    values: input.form ?? undefined,
    dirty: input.dirty && input.editable,
  });
  const prompt = draft.offer && (
    <DraftPrompt
      offer={draft.offer}
      labelOf={(field) => t(LABELS[field as keyof DocumentForm] ?? field)}
      onRestore={() => input.onRestore(draft.restore())}
      onDiscard={draft.discard}
    />
  );
  return { prompt, clear: draft.clear };
}
