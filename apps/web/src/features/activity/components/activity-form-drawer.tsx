import type { Activity } from '@care/api-client';
import {
  defaultFormatDate,
  Drawer,
  FormRenderer,
  useFormRenderer,
  useMessageBar,
  type SearchAutocomplete,
} from '@care/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { FormDrawerFooter } from '../../../shared/form-drawer-footer';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import {
  labelsOf,
  saveClearingDraft,
  useFormRendererDraft,
} from '../../../shared/drafts/use-form-renderer-draft';
import { useFormRendererMessages, useStructureTranslate } from '../../profile/form-messages';
import { activityBody, activityFields, twoLeaders } from '../activity-fields';
import { useCreateActivity, useUpdateActivity } from '../api/activity.mutations';

/** The leader autocomplete's source: the staff of the activity's group whose name holds `q`. */
function useLeaderSearch(groupId: number): SearchAutocomplete {
  const api = useApi();
  return useCallback<SearchAutocomplete>(
    (_field, q, signal) => api.activity.leaders({ groupId, q }, { signal }),
    [api, groupId],
  );
}

/** Props of {@link ActivityFormDrawer}. */
export interface ActivityFormDrawerProps {
  groupId: number;
  /** The activity to change; a new activity without it. */
  activity?: Activity | undefined;
  onClose: () => void;
}

/**
 * A new activity, or a change to one, in a drawer (docs/behaviour/activities.md#a-new-activity),
 * drawn by @care/ui's form renderer like the diary's entry form. Save checks the fields (the
 * first problem gets focus) and that the end comes after the start; a failed save keeps
 * everything typed.
 */
export function ActivityFormDrawer({ groupId, activity, onClose }: ActivityFormDrawerProps) {
  const { t } = useTranslation();
  const { notify } = useMessageBar();
  const messages = useFormRendererMessages();
  const translate = useStructureTranslate('activity.form');
  const create = useCreateActivity();
  const update = useUpdateActivity(activity?.id ?? 0);
  const save = activity ? update : create;
  const fields = useMemo(() => activityFields(new Date(), activity), [activity]);
  const searchLeaders = useLeaderSearch(activity?.groupId ?? groupId);
  const title = t(activity ? 'activity.form.editTitle' : 'activity.form.createTitle');
  const form = useFormRenderer({
    fields,
    onSubmit: async (values) => {
      if (twoLeaders(values)) {
        notify.error(t('activity.form.leaderBoth'), { id: 'activity.form' });
        return;
      }
      const body = activityBody(values, activity?.groupId ?? groupId);
      if (Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
        notify.error(t('activity.form.endBeforeStart'), { id: 'activity.form' });
        return;
      }
      await saveClearingDraft(save, body, draft, onClose);
    },
  });
  const draft = useFormRendererDraft({
    form,
    fields,
    formId: activity ? 'activity.edit' : 'activity.new',
    recordId: activity ? String(activity.id) : `new-in-${groupId}`,
    labelOf: labelsOf(fields, translate),
  });
  useUnsavedChanges(true);
  const footer = (
    <FormDrawerFooter
      formId={form.formId}
      pending={save.isPending}
      cancelLabel={t('activity.form.cancel')}
      saveLabel={t('activity.form.save')}
      onCancel={onClose}
    />
  );
  return (
    <Drawer
      open
      onClose={onClose}
      title={title}
      closeLabel={t('activity.form.close')}
      closeDisabled={save.isPending}
      footer={footer}
    >
      {draft.prompt}
      <FormRenderer
        form={form}
        messages={messages}
        translate={translate}
        formatDate={defaultFormatDate}
        searchAutocomplete={searchLeaders}
        aria-label={title}
      />
    </Drawer>
  );
}
