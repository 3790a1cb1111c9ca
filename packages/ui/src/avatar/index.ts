export { Avatar, AVATAR_SIZE, PROFILE_PHOTO_SIZE, type AvatarProps } from './avatar';
export { Identicon, identiconPattern, type IdenticonPattern } from './identicon';
export { toImageSrc } from './image-src';
