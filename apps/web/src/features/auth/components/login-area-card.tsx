import { Alert, Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MaintenanceCheck } from './use-maintenance-check';

/**
 * The card every login-area page sits in: the document title, a level-1 heading, an intro, and
 * the maintenance read warning when the flag could not be read. While the flag is being read
 * (the first time) the card shows a placeholder, so no form appears that maintenance would take
 * away a moment later.
 */
export function LoginAreaCard({
  title,
  intro,
  maintenance,
  children,
}: {
  title: string;
  intro?: ReactNode;
  maintenance: MaintenanceCheck;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      w="full"
      maxW="md"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="md"
      p={{ base: '6', md: '8' }}
    >
      <title>{`${title} · ${t('app.name')}`}</title>
      {maintenance === 'checking' ? (
        <Stack gap="4" aria-busy="true">
          <Text srOnly role="status">
            {t('utils.loading')}
          </Text>
          {/* Plain placeholders: Chakra's Skeleton would add to the login page's first load. */}
          <Box h="8" w="70%" borderRadius="md" bg="bg.emphasized" />
          <Box h="5" borderRadius="md" bg="bg.emphasized" />
          <Box h="12" borderRadius="md" bg="bg.emphasized" />
          <Box h="12" borderRadius="md" bg="bg.emphasized" />
        </Stack>
      ) : (
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {intro ? <Text color="fg.muted">{intro}</Text> : null}
          </Stack>
          {maintenance === 'readError' ? (
            <Alert.Root status="warning" role="alert" variant="surface">
              <Alert.Indicator />
              <Alert.Title>{t('authModule.maintenance.read.error')}</Alert.Title>
            </Alert.Root>
          ) : null}
          {children}
        </Stack>
      )}
    </Box>
  );
}

/** A link to another login-area page (sign in, forgotten password), styled as a link. */
export function LoginAreaLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledRouterLink
      to={to}
      color="care.primary.fg"
      textDecoration="underline"
      alignSelf="start"
      minH="6"
      borderRadius="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'care.primary', outlineOffset: '2px' }}
    >
      {children}
    </StyledRouterLink>
  );
}

// The router's link styled by Chakra's factory: Chakra's Link component would add to the login
// page's first load.
const StyledRouterLink = chakra(RouterLink);
