import { MessageBarProvider } from '@care/ui';
import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { AppApi } from '../../../app/api';
import type { DataLayer } from '../../../app/data';
import { isPermitted, PermissionGate } from '../../../shared/permissions/index';
import { signedInSubject } from '../../auth/signed-in-subject';
import { guestChartQueries } from '../../guest-chart/api/guest-chart.queries';
import { GuestChart } from '../../guest-chart/components/guest-chart';
import {
  PersonDataPanel,
  usePersonDetail,
  useReadFailureMessages,
} from '../components/person-data-panel';
import { personDetailQueries } from '../api/person-detail.queries';
import { PersonPhoto, Retry } from '../components/person-photo';
import { CredentialsTag, StatusTag } from '../components/person-tags';
import { PERSON_DETAIL_REQUIREMENT } from '../permissions';
import { personDetailPath } from '../routes';

/**
 * Starts the reads the page shows first, not awaited (the route's loader, with the page's code):
 * the person, and the guest chart's header, which would otherwise wait for the person to say it
 * is a guest; only for a user the page would show them to. For a person who is not a guest the
 * header's read answers 404 unseen.
 */
export async function prefetchPerson(
  deps: { api: AppApi; data: DataLayer },
  personalDataId: number,
): Promise<void> {
  if (!Number.isInteger(personalDataId) || personalDataId <= 0) return;
  // This person's page is open already (a new `?tab=` of the chart runs the loader again): its
  // queries keep themselves fresh, and reading again re-rendered the header on each tab switch.
  if (globalThis.location?.pathname === personDetailPath(personalDataId)) return;
  const signedIn = await signedInSubject(deps);
  if (!signedIn || !isPermitted(signedIn.subject, PERSON_DETAIL_REQUIREMENT)) return;
  const { client } = signedIn;
  void client.prefetchQuery(personDetailQueries.detail(deps.api, personalDataId));
  void client.prefetchQuery(guestChartQueries.header(deps.api, personalDataId));
}

/** The link back to the guest list. */
export function BackToGuestList() {
  const { t } = useTranslation();
  return (
    <Box>
      <Link asChild color="care.primary.fg" textDecoration="underline">
        <RouterLink to="/loggedIn/guestList/">{t('personDetail.back')}</RouterLink>
      </Link>
    </Box>
  );
}

/** Today's page of a person who is not a guest: photo, name, status, account actions, form. */
function PersonDetailScreen({ personalDataId }: { personalDataId: number }) {
  const { t } = useTranslation();
  const { detail, person, manager, name } = usePersonDetail(personalDataId);
  useReadFailureMessages(personalDataId);
  if (detail.data?.roleIdentifier === 'RA_GUEST') {
    return (
      <GuestChart
        personalDataId={personalDataId}
        customerAccountId={detail.data.personalDataDto.customerAccountId}
        back={<BackToGuestList />}
      />
    );
  }
  return (
    <Stack gap="8" maxWidth="56rem">
      <title>{`${name || t('personDetail.title')} · ${t('app.name')}`}</title>
      <BackToGuestList />
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
              <StatusTag status={person.status} />
              <CredentialsTag generated={person.credentialGenerated} />
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
      <PersonDataPanel personalDataId={personalDataId} />
    </Stack>
  );
}

/**
 * `guestDetail/:personalDataId` (docs/behaviour/people-and-guests.md#person-detail): for a guest,
 * the guest chart (docs/behaviour/guest-chart.md); for anybody else, the person's photo (any
 * account's; the identicon without one; change or delete for secretaries and administrators),
 * full name and status, the account actions
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
        fallback={
          <Stack gap="4">
            <Heading as="h1" size="2xl">
              {t('personDetail.title')}
            </Heading>
            <Text role="alert">{t('personDetail.notAllowed')}</Text>
          </Stack>
        }
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
