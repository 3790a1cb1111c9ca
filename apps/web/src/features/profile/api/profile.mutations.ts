import type { MyInfo, ProfileImage, Setting, SettingValue } from '@care/api-client';
import type { FormValues } from '@care/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { toApiValues } from '../form-messages';
import { authKeys } from '../../auth/api/auth.queries';
import { NOTIFICATION_SETTINGS_GROUP, profileKeys } from './profile.queries';
import { useProfileMessages } from './use-profile-messages';

/**
 * `PUT personal/myInfo`: saves the personal-data form. The answer (the new myInfo) replaces the
 * cached one, so the header shows the new name at once; the form's structure is read again (the
 * form reloads). On failure nothing is reset: the form keeps what was typed. A 417 ends the
 * session in the transport (session storage cleared, logged-out page).
 */
export function useSaveMyInfo() {
  const api = useApi();
  const client = useQueryClient();
  const messages = useProfileMessages();
  return useMutation({
    mutationFn: (values: FormValues) => api.personal.updateMyInfo(toApiValues(values)),
    onSuccess: async (me: MyInfo) => {
      client.setQueryData(authKeys.myInfo(), me);
      await client.invalidateQueries({ queryKey: profileKeys.structure() });
      messages.success('profilePage.data.saved');
    },
    onError: (error) => messages.failure('myInfo.edit.error', error),
  });
}

/** `POST personal/myInfo`: sets the photo (base64 without the prefix); myInfo is read again. */
export function useUploadPhoto() {
  const api = useApi();
  const client = useQueryClient();
  const messages = useProfileMessages();
  return useMutation({
    mutationFn: (image: ProfileImage) => api.personal.uploadMyImage(image),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: authKeys.myInfo() });
      messages.success('success.uploadImage');
    },
    onError: (error) => messages.failure('error.uploadImage', error),
  });
}

/** `DELETE personal/deleteImageProfile`: the identicon takes the photo's place. */
export function useDeletePhoto() {
  const api = useApi();
  const client = useQueryClient();
  const messages = useProfileMessages();
  return useMutation({
    mutationFn: () => api.personal.deleteMyImage(),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: authKeys.myInfo() });
      messages.success('profilePage.deleteImage.success');
    },
    onError: (error) => messages.failure('profilePage.deleteImage.error', error),
  });
}

type Settings = Record<string, SettingValue>;

/**
 * `POST personal/set-config/`: switches one notification setting. The switch moves at once; a
 * failure puts it back and says so.
 */
export function useSetNotificationSetting() {
  const api = useApi();
  const client = useQueryClient();
  const messages = useProfileMessages();
  const key = profileKeys.settings(NOTIFICATION_SETTINGS_GROUP);
  return useMutation({
    mutationFn: (setting: Setting) => api.personal.setConfig(setting),
    onMutate: async (setting) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Settings>(key);
      client.setQueryData<Settings>(key, (current) =>
        current ? { ...current, [setting.key]: setting.value } : current,
      );
      return { before };
    },
    onSuccess: () => messages.success('profilePage.notificationSettings.saved'),
    onError: (error, _setting, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      messages.failure('profilePage.notificationSettings.error', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
