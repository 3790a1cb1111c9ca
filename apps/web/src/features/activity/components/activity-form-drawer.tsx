import type { Activity } from '@care/api-client';
import { defaultFormatDate, Drawer, FormRenderer, useFormRenderer, useMessageBar } from '@care/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawerFooter } from '../../../shared/form-drawer-footer';
import { useUnsavedChanges } from '../../../shared/unsaved-changes';
import { useFormRendererMessages, useStructureTranslate } from '../../profile/form-messages';
import { activityBody, activityFields } from '../activity-fields';
import { useCreateActivity, useUpdateActivity } from '../api/activity.mutations';

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
  const title = t(activity ? 'activity.form.editTitle' : 'activity.form.createTitle');
  const form = useFormRenderer({
    fields,
    onSubmit: async (values) => {
      const body = activityBody(values, activity?.groupId ?? groupId, activity?.leader);
      if (Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
        notify.error(t('activity.form.endBeforeStart'), { id: 'activity.form' });
        return;
      }
      // A failure has been said by the mutation; the drawer stays open with what was typed.
      const saved = await save.mutateAsync(body).then(
        () => true,
        () => false,
      );
      if (saved) onClose();
    },
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
      <FormRenderer
        form={form}
        messages={messages}
        translate={translate}
        formatDate={defaultFormatDate}
        aria-label={title}
      />
    </Drawer>
  );
}
