import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../shared/api-error-message';

/** The translated message of a failed call (its code's, else the generic one); none when cancelled. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const key = apiErrorMessageKey(error, (candidate) => i18n.exists(candidate));
  if (!key) return null;
  return (
    <Alert.Root status="error" role="alert" variant="surface">
      <Alert.Indicator />
      <Alert.Title>{t(key)}</Alert.Title>
    </Alert.Root>
  );
}
