import {
  isApiError,
  type Document,
  type DocumentAccess,
  type DocumentStructure,
  type Role,
} from '@care/api-client';
import { Drawer, LoadingOverlay } from '@care/ui';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { documentQueries } from '../api/documents.queries';
import { useSaveDocument } from '../api/documents.mutations';
import { useDocumentMessages } from '../api/use-documents-messages';
import {
  activeAttachments,
  canSave,
  emptyForm,
  formFromDocument,
  toDocumentWrite,
  type DocumentForm,
} from '../document-form';
import { AttachmentsTab } from './attachments-tab';
import { ContentTab } from './content-tab';
import { Tabs, type TabItem } from '../../../shared/tabs';
import { HistoryTab } from './history-tab';
import { PermissionTab } from './permission-tab';
import { useDocumentDraft } from './use-document-draft';

type TabValue = 'content' | 'permission' | 'attachment' | 'history';

/** Props of {@link DocumentDrawer}. */
export interface DocumentDrawerProps {
  open: boolean;
  /** The document to open; null: a new one. */
  documentId: number | null;
  /** The account a new document belongs to. */
  accountId: number;
  /** The signed-in user's role (its permission row is highlighted). */
  currentRole: Role | undefined;
  /** Closes the drawer; the parent remounts it next time, so the form starts over. */
  onClose: () => void;
  /** A new document got its id (first save). */
  onCreated?: (id: number) => void;
}

/** A read refused by the server for lack of permission is the access-denied state (D). */
function isDenied(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.code === 'E013');
}

/**
 * The personal-document drawer (docs/behaviour/documents.md#the-drawer): from the right, at most
 * 600px wide. A new document has the content and permission tabs; once saved (POST) it is read
 * again and gains the attachment and history tabs, the attachment tab selected. A later save (PUT)
 * closes it. The user's access decides the rest: D only says so, R shows everything disabled, RW
 * edits.
 */
export function DocumentDrawer(props: DocumentDrawerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const messages = useDocumentMessages();
  const [id, setId] = useState(props.documentId);
  const [tab, setTab] = useState<TabValue>(props.documentId === null ? 'content' : 'attachment');
  const [form, setForm] = useState<DocumentForm | null>(null);
  /** The form as loaded, before any change: what a draft is compared with. */
  const [initial, setInitial] = useState<DocumentForm | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(props.open && dirty);

  const structure = useQuery(documentQueries.structure(api));
  const document = useQuery({ ...documentQueries.detail(api, id ?? 0), enabled: id !== null });
  const save = useSaveDocument();

  useEffect(() => {
    if (structure.error) messages.failure('documents.readFields', structure.error);
    // Only on a new failure, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [structure.error]);

  // The form starts from the document (or the structure's defaults) once both are in; it is not
  // replaced by later reads, so nothing typed is lost.
  const loaded: DocumentStructure | undefined = structure.data;
  if (form === null && loaded && (id === null || document.data)) {
    const start =
      document.data && id !== null ? formFromDocument(document.data, loaded) : emptyForm(loaded);
    setForm(start);
    setInitial(start);
  }

  const denied = isDenied(document.error);
  const access: DocumentAccess =
    id === null ? 'RW' : denied ? 'D' : (document.data?.permission ?? 'R');
  const readOnly = access !== 'RW';

  const close = () => {
    setDirty(false);
    props.onClose();
  };

  const change = (update: Partial<DocumentForm>) => {
    setForm((current) => (current ? { ...current, ...update } : current));
    setDirty(true);
  };
  const draft = useDocumentDraft({
    id,
    accountId: props.accountId,
    structure: loaded,
    initial,
    form,
    dirty,
    editable: props.open && !readOnly && (id === null || document.data !== undefined),
    onRestore: (values) => change(values),
  });

  const submit = () => {
    if (!form || !loaded || readOnly || !canSave(form) || save.isPending) return;
    const owner = document.data?.atCustomerAccountId ?? props.accountId;
    save.mutate(
      { id, body: toDocumentWrite(form, loaded, owner) },
      {
        onSuccess: (savedId) => {
          setDirty(false);
          void draft.clear();
          // What was saved is the server's record now: a later draft is compared with it.
          setInitial(form);
          if (id === null) {
            setId(savedId);
            setTab('attachment');
            props.onCreated?.(savedId);
          } else {
            close();
          }
        },
      },
    );
  };

  const loadError = structure.error ?? (denied ? null : document.error);
  const ready =
    form !== null && loaded !== undefined && (id === null || document.data !== undefined);
  const doc: Document | undefined = document.data;

  let title = t('documents.drawer.newTitle');
  if (access === 'D') title = t('documents.access.deniedTitle');
  else if (doc) title = doc.name;

  const footer =
    access === 'D' ? (
      <Button bg="care.primary" color="care.primary.contrast" onClick={close}>
        {t('documents.actions.confirm')}
      </Button>
    ) : readOnly ? (
      <Button variant="outline" onClick={close}>
        {t('documents.actions.close')}
      </Button>
    ) : (
      <Flex gap="3">
        <Button variant="outline" onClick={close} disabled={save.isPending}>
          {t('documents.actions.cancel')}
        </Button>
        <Button
          onClick={submit}
          bg="care.button.primary.bg"
          color="care.button.primary.fg"
          borderRadius="care.button"
          disabled={!ready || !form || !canSave(form)}
          loading={save.isPending}
          loadingText={t('documents.actions.saving')}
        >
          {t('documents.actions.save')}
        </Button>
      </Flex>
    );

  let body;
  if (access === 'D') {
    body = <Text>{t('documents.access.deniedDescription')}</Text>;
  } else if (loadError) {
    body = (
      <Stack gap="3" align="flex-start">
        <Text role="alert">
          {structure.error ? t('documents.readFields.snackbar.error') : t('documents.read.error')}
        </Text>
        <Button
          variant="outline"
          onClick={() => void (structure.error ? structure.refetch() : document.refetch())}
        >
          {t('documents.actions.retry')}
        </Button>
      </Stack>
    );
  } else if (!ready || !form || !loaded) {
    body = (
      <Box position="relative" minH="40">
        <LoadingOverlay variant="local" label={t('documents.drawer.loading')} />
      </Box>
    );
  } else {
    const tabs: TabItem<TabValue>[] = [
      {
        value: 'content',
        label: t('documents.tabs.content'),
        panel: <ContentTab form={form} onChange={change} structure={loaded} readOnly={readOnly} />,
      },
      {
        value: 'permission',
        label: t('documents.tabs.permission'),
        panel: (
          <PermissionTab
            structure={loaded}
            permissions={form.permissions}
            onChange={(role, value) =>
              change({ permissions: { ...form.permissions, [role]: value } })
            }
            currentRole={props.currentRole}
            readOnly={readOnly}
          />
        ),
      },
    ];
    if (id !== null && doc) {
      tabs.push(
        {
          value: 'attachment',
          label: t('documents.tabs.attachment', {
            count: activeAttachments(doc.documentContents).length,
          }),
          panel: <AttachmentsTab document={doc} readOnly={readOnly} />,
        },
        {
          value: 'history',
          label: t('documents.tabs.history'),
          panel: <HistoryTab documentId={doc.id} />,
        },
      );
    }
    body = (
      <>
        {draft.prompt}
        {access === 'R' && (
          <Text mb="4" color="fg.muted">
            {t('documents.access.readOnly')}
          </Text>
        )}
        <Tabs label={t('documents.tabs.label')} tabs={tabs} selected={tab} onSelect={setTab} />
      </>
    );
  }

  return (
    <Drawer
      open={props.open}
      onClose={close}
      title={title}
      description={access === 'D' ? undefined : t('documents.drawer.description')}
      closeLabel={t('documents.drawer.close')}
      closeDisabled={save.isPending}
      // Denied: the confirm button is the only one
      // (docs/behaviour/documents.md#access-to-the-opened-document).
      withCloseButton={access !== 'D'}
      footer={footer}
    >
      {body}
    </Drawer>
  );
}
