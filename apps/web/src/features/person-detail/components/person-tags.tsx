import type { PersonalData } from '@care/api-client';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A small label beside the name (status, credentials). */
export const TAG = {
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  borderWidth: '1px',
  fontSize: 'sm',
} as const;

/** The person's status, in words. */
export function StatusTag({ status }: { status: PersonalData['status'] }) {
  const { t } = useTranslation();
  return (
    <Text as="span" {...TAG} fontWeight="semibold" data-testid="person-status">
      {t(`personDetail.status.${status}`)}
    </Text>
  );
}

/** Whether the person has credentials. */
export function CredentialsTag({ generated }: { generated: boolean }) {
  const { t } = useTranslation();
  return (
    <Text as="span" {...TAG}>
      {t(generated ? 'personDetail.credentials.yes' : 'personDetail.credentials.no')}
    </Text>
  );
}
