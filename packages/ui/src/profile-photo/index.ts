export {
  compressDrawable,
  compressImage,
  DEFAULT_PHOTO_MAX_DIMENSION,
  DEFAULT_PHOTO_QUALITY,
  jpegFileName,
  type CompressedImage,
  type CompressImageOptions,
} from './compress-image';
export {
  ProfilePhotoControl,
  type ProfileImagePayload,
  type ProfilePhotoControlProps,
  type ProfilePhotoLabels,
} from './profile-photo-control';
export { useCamera, type Camera, type CameraDevices } from './use-camera';
