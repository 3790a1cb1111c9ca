import { checkThemeContrast, type CareThemeDefinition } from '@care/theming';
import { ContrastWarnings as ContrastNote } from '@care/ui';
import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { styleKeyLabel } from '../draft';

/** A message of the page: what an action did, or why it did not. */
export interface Notice {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

/**
 * The outcome of the last action. Successes are a polite status, failures an alert; both stay
 * until the next action, so nothing has to be read in a hurry.
 */
export function Notices({ notices }: { notices: readonly Notice[] }) {
  const errors = notices.filter((notice) => notice.kind === 'error');
  const successes = notices.filter((notice) => notice.kind === 'success');
  return (
    <Stack gap="2">
      <Stack role="alert" gap="2">
        {errors.map((notice, index) => (
          <Alert.Root key={index} status="error">
            <Alert.Indicator />
            <Alert.Title>{notice.text}</Alert.Title>
          </Alert.Root>
        ))}
      </Stack>
      <Stack role="status" gap="2">
        {successes.map((notice, index) => (
          <Alert.Root key={index} status="success">
            <Alert.Indicator />
            <Alert.Title>{notice.text}</Alert.Title>
          </Alert.Root>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The contrast guard's findings for a theme: a visible warning that never blocks saving or
 * applying (a user may need a theme the guard does not like).
 */
export function ContrastWarnings({ theme }: { theme: CareThemeDefinition }) {
  const { t } = useTranslation();
  const warnings = checkThemeContrast(theme).map((warning) => ({
    key: `${warning.foreground} ${warning.background}`,
    text: t('settings.contrast.warning', {
      foreground: styleKeyLabel(warning.foreground, t),
      background: styleKeyLabel(warning.background, t),
      ratio: warning.ratio,
      minimum: warning.minimum,
    }),
  }));
  return <ContrastNote title={t('settings.contrast.title')} warnings={warnings} />;
}
