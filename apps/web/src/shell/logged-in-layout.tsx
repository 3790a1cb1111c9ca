import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LegalFooter } from '../features/legal/index';
import { useApi } from '../app/api';
import { authQueries } from '../features/auth/api/auth.queries';
import { SelectedGroupProvider } from './selected-group';
import { StartUpOverlay } from './start-up-overlay';
import { UserHeader } from './user-header';

/**
 * The logged-in area (/loggedIn/): skip link, header with the user and group, and the screen.
 * The route's loader has put `myInfo` in the cache and checked the role before this renders.
 */
export function LoggedInLayout() {
  const { t } = useTranslation();
  const api = useApi();
  const { data: me } = useQuery(authQueries.myInfo(api));
  if (!me) return <StartUpOverlay />;
  return (
    <SelectedGroupProvider groups={me.customerRoleDto.customerGroupDtoCollection}>
      <Flex direction="column" minH="100dvh" bg="bg.muted">
        <SkipNavLink id="main">{t('shell.skipToContent')}</SkipNavLink>
        <UserHeader me={me} />
        <SkipNavContent
          as="main"
          id="main"
          flex="1"
          px={{ base: '4', md: '8' }}
          py={{ base: '6', md: '8' }}
        >
          <Box maxW="6xl" mx="auto">
            <Outlet />
          </Box>
        </SkipNavContent>
        <LegalFooter area="loggedIn" />
      </Flex>
    </SelectedGroupProvider>
  );
}
