import type { PersonalData } from '@care/api-client';
import { ProfilePhotoControl } from '@care/ui';
import { Button, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { usePhotoLabels } from '../../profile/components/photo-labels';
import { useDeletePersonPhoto, useSetPersonPhoto } from '../api/person-detail.mutations';
import { personDetailQueries } from '../api/person-detail.queries';
import { usePersonMessages } from '../api/use-person-messages';

/** A failure text with a button to read again. */
export function Retry({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text role="alert">{text}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('personDetail.retry')}
      </Button>
    </Flex>
  );
}

/** Says a failed read once per failure (the query has retried already). */
export function useFailureMessage(key: string, error: unknown, failedAt: number) {
  const messages = usePersonMessages();
  useEffect(() => {
    if (error) messages.failure(key, error);
    // Once per failure: `failedAt` changes with each, `messages` with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, error, failedAt]);
}

/**
 * A blob as a data URL (read asynchronously; nothing to revoke), or `null` while there is none
 * or it is being read.
 */
function useDataUrl(blob: Blob | null | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}

/**
 * The photo of an account as a data URL, read only when `enabled` (null without one, or while it
 * loads); a failed read says `profileImage.error.downloadAttachment` once, unless `quiet` (a list:
 * the identicon stays).
 */
export function useAccountPhoto(
  customerAccountId: number,
  { enabled = true, quiet = false }: { enabled?: boolean; quiet?: boolean } = {},
): string | null {
  const api = useApi();
  const image = useQuery({ ...personDetailQueries.image(api, customerAccountId), enabled });
  useFailureMessage(
    'profileImage.error.downloadAttachment',
    quiet ? null : image.error,
    image.errorUpdatedAt,
  );
  return useDataUrl(enabled ? image.data : null);
}

/** The photo of any account (the identicon without one); secretaries may change it. */
export function PersonPhoto({
  person,
  name,
  manager,
}: {
  person: PersonalData;
  name: string;
  manager: boolean;
}) {
  const { t } = useTranslation();
  const upload = useSetPersonPhoto(person.customerAccountId);
  const remove = useDeletePersonPhoto(person.customerAccountId);
  const src = useAccountPhoto(person.customerAccountId);
  const photoLabels = usePhotoLabels(name);
  return (
    <ProfilePhotoControl
      label={t('profilePage.photo.label', { name })}
      src={src}
      personId={person.customerAccountId}
      disabled={!manager}
      labels={photoLabels}
      onChange={(next) => upload.mutateAsync(next)}
      onDelete={() => remove.mutateAsync()}
    />
  );
}
