import { Box, Center } from '@chakra-ui/react';
import { useState } from 'react';
import { Identicon } from './identicon';
import { toImageSrc } from './image-src';

/** Avatars are 40px (docs/behaviour/people-and-guests.md#profile-page). */
export const AVATAR_SIZE = 40;
/** The profile photo is shown at 200px (docs/behaviour/people-and-guests.md#profile-page). */
export const PROFILE_PHOTO_SIZE = 200;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Accessible name (translated), e.g. "Maria Rossi" or "Profile photo of Maria Rossi". */
  label: string;
  /** A URL, a data URL, or bare base64 as the API sends it. */
  src?: string | null;
  /** Shown when there is no image (or it fails to load), e.g. "MR". At most 3 characters used. */
  initials?: string | null;
  /** Seeds the identicon shown when there is neither image nor initials. */
  personId?: string | number | null;
  /** Diameter in px. Default 40; 200 for the profile page. */
  size?: number;
}

function AvatarContent({
  src,
  initials,
  personId,
  size,
}: Omit<AvatarProps, 'label' | 'src'> & { src: string | undefined; size: number }) {
  // Per image: the parent remounts this when the source changes, so a new photo gets a new try.
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        onError={() => setFailed(true)}
      />
    );
  }
  const letters = initials?.trim().slice(0, 3).toLocaleUpperCase();
  if (letters) {
    return (
      <Center
        width="full"
        height="full"
        bg="care.primary"
        color="care.primary.contrast"
        fontWeight="semibold"
        lineHeight="1"
        style={{ fontSize: `${Math.round(size * (letters.length > 2 ? 0.32 : 0.4))}px` }}
      >
        {letters}
      </Center>
    );
  }
  return <Identicon id={String(personId ?? '')} />;
}

/**
 * A round picture of a person: the image if there is one (and it loads), else initials on the
 * theme's primary colour, else an identicon drawn locally from `personId`. An `img` named by
 * `label`.
 */
export function Avatar({ label, src, initials, personId, size = AVATAR_SIZE }: AvatarProps) {
  const imageSrc = toImageSrc(src);
  return (
    <Box
      role="img"
      aria-label={label}
      flexShrink={0}
      overflow="hidden"
      borderRadius="full"
      bg="bg.muted"
      style={{ width: `${size}px`, height: `${size}px` }}
    >
      <AvatarContent
        key={imageSrc ?? ''}
        src={imageSrc}
        initials={initials}
        personId={personId}
        size={size}
      />
    </Box>
  );
}
