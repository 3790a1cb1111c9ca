import { usePageMessages } from '../../../shared/page-messages';

/** The profile page's failure messages (docs/behaviour/people-and-guests.md#profile-page). */
export type ProfileFailureKey =
  | 'myInfo.read.error'
  | 'myInfo.edit.error'
  | 'error.uploadImage'
  | 'profilePage.deleteImage.error'
  | 'fields.error.read'
  | 'profilePage.notificationSettings.error'
  | 'profilePage.notificationSettings.readError';

/** The profile page's success messages. */
export type ProfileSuccessKey =
  | 'profilePage.data.saved'
  | 'success.uploadImage'
  | 'profilePage.deleteImage.success'
  | 'profilePage.notificationSettings.saved';

/** The profile page's message bars (see `usePageMessages`). */
export function useProfileMessages() {
  return usePageMessages<ProfileSuccessKey, ProfileFailureKey>();
}
