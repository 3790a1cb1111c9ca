import type { ProfilePhotoLabels } from '@care/ui';
import { useTranslation } from 'react-i18next';

/**
 * The texts of @care/ui's ProfilePhotoControl for the photo of `name` (`profilePage.photo.*`):
 * the profile page's and the person detail page's.
 */
export function usePhotoLabels(name: string): ProfilePhotoLabels {
  const { t } = useTranslation();
  return {
    change: t('profilePage.photo.change', { name }),
    dialogTitle: t('profilePage.photo.dialogTitle'),
    choose: t('profilePage.photo.choose'),
    takePhoto: t('profilePage.photo.takePhoto'),
    capture: t('profilePage.photo.capture'),
    back: t('profilePage.photo.back'),
    delete: t('profilePage.photo.delete'),
    cancel: t('profilePage.photo.cancel'),
    cameraPreview: t('profilePage.photo.cameraPreview'),
    cameraError: t('profilePage.photo.cameraError'),
    imageError: t('profilePage.photo.imageError'),
    saving: t('profilePage.photo.saving'),
  };
}
