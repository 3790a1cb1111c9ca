import type { FieldDefinition, PersonalData } from '@care/api-client';
import { MessageBarProvider, ProfilePhotoControl } from '@care/ui';
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useApi } from '../../../app/api';
import { usePhotoLabels } from '../../profile/components/photo-labels';
import { PermissionGate } from '../../../shared/permissions/index';
import { useDeletePersonPhoto, useSetPersonPhoto } from '../api/person-detail.mutations';
import { personDetailQueries } from '../api/person-detail.queries';
import { usePersonMessages } from '../api/use-person-messages';
import { AccountActions } from '../components/account-actions';
import { PersonDataForm } from '../components/person-data-form';
import { authQueries } from '../../auth/api/auth.queries';
import { mayManagePerson, PERSON_DETAIL_REQUIREMENT } from '../permissions';

/** A small label beside the name (status, credentials). */
const TAG = {
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  borderWidth: '1px',
  fontSize: 'sm',
} as const;

function Retry({ text, onRetry }: { text: string; onRetry: () => void }) {
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
function useFailureMessage(key: string, error: unknown, failedAt: number) {
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

/** The photo of any account (the identicon without one); secretaries may change it. */
function PersonPhoto({
  person,
  name,
  manager,
}: {
  person: PersonalData;
  name: string;
  manager: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const image = useQuery(personDetailQueries.image(api, person.customerAccountId));
  const upload = useSetPersonPhoto(person.customerAccountId);
  const remove = useDeletePersonPhoto(person.customerAccountId);
  useFailureMessage('profileImage.error.downloadAttachment', image.error, image.errorUpdatedAt);
  const src = useDataUrl(image.data);
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

function PersonDetailScreen({ personalDataId }: { personalDataId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const detail = useQuery(personDetailQueries.detail(api, personalDataId));
  const { data: me } = useQuery(authQueries.myInfo(api));
  // Managers change others, up to their own role (the server refuses the rest).
  const manager = mayManagePerson(me, detail.data);
  const structure = useQuery(personDetailQueries.structure(api));
  useFailureMessage('personalData.read.error', detail.error, detail.errorUpdatedAt);
  useFailureMessage('fields.error.read', structure.error, structure.errorUpdatedAt);

  const person = detail.data?.personalDataDto;
  const name = person ? [person.name, person.surname].filter(Boolean).join(' ') : '';
  const values = detail.data?.values;
  // The structure's fields with the person's values; a new object after each read, so the
  // form reloads after a save.
  const fields = useMemo<FieldDefinition[] | null>(
    () =>
      structure.data && values
        ? structure.data.map((field: FieldDefinition) =>
            field.fieldName in values ? { ...field, value: values[field.fieldName] } : field,
          )
        : null,
    [structure.data, values],
  );

  let data: ReactNode;
  if (fields) {
    data = <PersonDataForm personalDataId={personalDataId} fields={fields} editable={manager} />;
  } else if (structure.isError) {
    data = <Retry text={t('fields.error.read')} onRetry={() => void structure.refetch()} />;
  } else if (detail.isError) {
    data = null;
  } else {
    data = <Text color="fg.muted">{t('personDetail.loading')}</Text>;
  }

  return (
    <Stack gap="8" maxWidth="56rem">
      <title>{`${name || t('personDetail.title')} · ${t('app.name')}`}</title>
      <Box>
        <Link asChild color="care.primary.fg" textDecoration="underline">
          <RouterLink to="/loggedIn/guestList/">{t('personDetail.back')}</RouterLink>
        </Link>
      </Box>
      {person ? (
        <Flex
          gap="6"
          direction={{ base: 'column', md: 'row' }}
          align="center"
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          p="4"
        >
          <PersonPhoto person={person} name={name} manager={manager} />
          <Stack gap="2" minW="0">
            <Heading as="h1" size="2xl" wordBreak="break-word" data-testid="person-name">
              {name}
            </Heading>
            <Flex gap="2" wrap="wrap" align="center">
              <Text as="span" {...TAG} fontWeight="semibold" data-testid="person-status">
                {t(`personDetail.status.${person.status}`)}
              </Text>
              <Text as="span" {...TAG}>
                {t(
                  person.credentialGenerated
                    ? 'personDetail.credentials.yes'
                    : 'personDetail.credentials.no',
                )}
              </Text>
            </Flex>
          </Stack>
        </Flex>
      ) : detail.isError ? (
        <>
          <Heading as="h1" size="2xl">
            {t('personDetail.title')}
          </Heading>
          <Retry text={t('personalData.read.error')} onRetry={() => void detail.refetch()} />
        </>
      ) : (
        <Heading as="h1" size="2xl">
          {t('personDetail.loading')}
        </Heading>
      )}
      {person && manager ? <AccountActions person={person} /> : null}
      <Box minW="0">{data}</Box>
    </Stack>
  );
}

/**
 * `guestDetail/:personalDataId` (docs/behaviour/people-and-guests.md#person-detail): a person's
 * photo (any account's; the identicon without one; change or delete for secretaries and
 * administrators), full name and status, the account actions
 * (docs/behaviour/people-and-guests.md#account-actions) and the detail form grouped by category
 * (view → edit → confirm → save → reload). Staff roles read it; guests do not.
 */
export function PersonDetailPage() {
  const { t } = useTranslation();
  const { personalDataId } = useParams();
  const id = Number(personalDataId);
  return (
    <MessageBarProvider
      dismissLabel={t('notifications.dismiss')}
      label={t('personDetail.messages')}
    >
      <PermissionGate
        requires={PERSON_DETAIL_REQUIREMENT}
        fallback={<Text role="alert">{t('personDetail.notAllowed')}</Text>}
      >
        {Number.isInteger(id) && id > 0 ? (
          <PersonDetailScreen key={id} personalDataId={id} />
        ) : (
          <Text role="alert">{t('personalData.read.error')}</Text>
        )}
      </PermissionGate>
    </MessageBarProvider>
  );
}
