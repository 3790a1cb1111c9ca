import { MessageBarProvider, ProfilePhotoControl } from '@care/ui';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { usePhotoLabels } from '../components/photo-labels';
import { DESKTOP_UP, WIDE_UP, WIDEST_UP } from '../layout';
import { authQueries } from '../../auth/api/auth.queries';
import { useDeletePhoto, useUploadPhoto } from '../api/profile.mutations';
import { profileQueries } from '../api/profile.queries';
import { useProfileMessages } from '../api/use-profile-messages';
import { NotificationSettings } from '../components/notification-settings';
import { PersonalDataForm } from '../components/personal-data-form';
import { HelpLink } from '../../../shared/help-link';

function Retry({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text role="alert">{text}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('profilePage.retry')}
      </Button>
    </Flex>
  );
}

/** Says a failed read once per failure (the query has retried already). */
function useFailureMessage(
  key: 'myInfo.read.error' | 'fields.error.read',
  error: unknown,
  failedAt: number,
) {
  const messages = useProfileMessages();
  useEffect(() => {
    if (error) messages.failure(key, error);
    // Once per failure: `failedAt` changes with each, `messages` with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, error, failedAt]);
}

function ProfileScreen() {
  const { t } = useTranslation();
  const api = useApi();
  // The shell has myInfo already; the profile shows it fresh (it may have changed elsewhere).
  const me = useQuery({ ...authQueries.myInfo(api), refetchOnMount: 'always' });
  const structure = useQuery(profileQueries.structure(api));
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  useFailureMessage('myInfo.read.error', me.error, me.errorUpdatedAt);
  useFailureMessage('fields.error.read', structure.error, structure.errorUpdatedAt);

  const person = me.data?.personalDataDto;
  const name = person ? [person.name, person.surname].filter(Boolean).join(' ') : '';
  const photoLabels = usePhotoLabels(name);
  const description = structure.data?.find((field) => field.fieldName === 'description')?.value;

  let data: ReactNode;
  if (structure.isSuccess) data = <PersonalDataForm fields={structure.data} />;
  else if (structure.isError)
    data = <Retry text={t('fields.error.read')} onRetry={() => void structure.refetch()} />;
  else data = <Text color="fg.muted">{t('profilePage.loading')}</Text>;

  return (
    <Stack
      gap="8"
      // One column on phones and tablets; wider from 1200px (the form beside the notification
      // settings) and from 1600px (docs/behaviour/people-and-guests.md#profile-page).
      css={{
        maxWidth: '56rem',
        [WIDE_UP]: { maxWidth: '72rem' },
        [WIDEST_UP]: { maxWidth: '88rem' },
      }}
    >
      <title>{`${t('profilePage.title')} · ${t('app.name')}`}</title>
      <Box>
        <Flex gap="3" justify="space-between" align="baseline" wrap="wrap" mb="2">
          <Heading as="h1" size="2xl">
            {t('profilePage.title')}
          </Heading>
          <HelpLink page="profile" topic={t('shell.screens.profile')} />
        </Flex>
        <Text color="fg.muted">{t('profilePage.intro')}</Text>
      </Box>
      {person ? (
        <Flex
          gap="4"
          direction="column"
          align="center"
          textAlign="center"
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          p="4"
          css={{
            [DESKTOP_UP]: {
              flexDirection: 'row',
              textAlign: 'start',
              gap: '2rem',
              padding: '1.5rem',
            },
          }}
        >
          <ProfilePhotoControl
            label={t('profilePage.photo.label', { name })}
            src={person.profileImageData}
            personId={person.customerAccountId}
            labels={photoLabels}
            onChange={(image) => upload.mutateAsync(image)}
            onDelete={() => remove.mutateAsync()}
          />
          <Stack gap="2" minW="0">
            <Text
              fontSize="2xl"
              fontWeight="bold"
              wordBreak="break-word"
              data-testid="profile-name"
            >
              {name}
            </Text>
            {typeof description === 'string' && description.trim() !== '' ? (
              <Text whiteSpace="pre-line" wordBreak="break-word">
                {description}
              </Text>
            ) : (
              <Text color="fg.muted">{t('profilePage.noDescription')}</Text>
            )}
          </Stack>
        </Flex>
      ) : me.isError ? (
        <Retry text={t('myInfo.read.error')} onRetry={() => void me.refetch()} />
      ) : (
        <Text color="fg.muted">{t('profilePage.loading')}</Text>
      )}
      <Box
        css={{
          display: 'grid',
          gap: '2rem',
          [WIDE_UP]: {
            gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
            alignItems: 'start',
          },
        }}
      >
        <Box minW="0">{data}</Box>
        <NotificationSettings />
      </Box>
    </Stack>
  );
}

/**
 * `profilePage/` (docs/behaviour/people-and-guests.md#profile-page): the 200 px photo (change or
 * delete in a dialog, camera or file, compressed to factor 0.5; the identicon when there is none),
 * the full name, the description, the personal-data form (view → edit → confirm → save → reload)
 * and the notification settings. The block and restore account actions of the person detail page
 * are not offered here.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <MessageBarProvider dismissLabel={t('notifications.dismiss')} label={t('profilePage.messages')}>
      <ProfileScreen />
    </MessageBarProvider>
  );
}
