import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LegalFooter } from '../features/legal/index';
import { useApi } from '../app/api';
import { useDataLayer } from '../app/data';
import { authQueries } from '../features/auth/api/auth.queries';
import { useModuleAccess } from '../features/module-access/use-module-access';
import { DESKTOP_UP, WIDEST_UP, WIDE_UP, useIsDesktop } from '../shared/breakpoints';
import { OutboxProvider } from '../shared/outbox/outbox-context';
import { PermissionsProvider, permissionSubject } from '../shared/permissions/index';
import { MobileNavigation } from './mobile-navigation';
import { NavigationList } from './navigation';
import { NetworkBanner } from './network-banner';
import { ScreenGuard } from './route-guards';
import { ScreenCrashBoundary } from './screen-crash-boundary';
import { SelectedGroupProvider } from '../shared/selected-group';
import { SessionTimeout } from './session-timeout';
import { StartUpOverlay } from './start-up-overlay';
import { UserHeader } from './user-header';
import { VersionNotice } from './version-notice';

/**
 * The logged-in area (/loggedIn/): skip link, header with the user and group, the navigation
 * (a sidebar from 868px, a drawer behind the header's menu button below), and the screen inside
 * the crash boundary (docs/behaviour/shell-and-session.md#when-a-screen-crashes: a render crash
 * shows 'utils.randomError' with a reload that clears caches; header and navigation stay). The
 * route's loader has put `myInfo` in the cache and checked the role before this renders.
 */
export function LoggedInLayout() {
  // The outbox of records written offline (docs/behaviour/never-losing-work.md): the header's
  // button and the forms reach it.
  return (
    <OutboxProvider>
      <LoggedInShell />
    </OutboxProvider>
  );
}

function LoggedInShell() {
  const { t } = useTranslation();
  const api = useApi();
  const data = useDataLayer();
  const desktop = useIsDesktop();
  const { data: me } = useQuery(authQueries.myInfo(api));
  // The navigation, the route guard and every gate follow the module levels, also when an
  // administrator changes them (docs/behaviour/module-access.md#rules).
  const modules = useModuleAccess();
  const subject = useMemo(() => (me ? permissionSubject(me, modules) : null), [me, modules]);
  if (!me) return <StartUpOverlay />;
  return (
    <PermissionsProvider subject={subject}>
      <SelectedGroupProvider groups={me.customerRoleDto.customerGroupDtoCollection}>
        <Flex direction="column" minH="100dvh" bg="bg.muted">
          <SkipNavLink id="main">{t('shell.skipToContent')}</SkipNavLink>
          <NetworkBanner />
          <VersionNotice />
          <SessionTimeout />
          <UserHeader me={me} leading={desktop ? null : <MobileNavigation />} />
          <Flex flex="1" align="stretch">
            {desktop ? (
              <Box
                flexShrink={0}
                w="60"
                px="3"
                py="6"
                bg="bg"
                borderEndWidth="1px"
                css={{ [WIDE_UP]: { width: '17rem' }, [WIDEST_UP]: { width: '19rem' } }}
              >
                <NavigationList />
              </Box>
            ) : null}
            <SkipNavContent
              as="main"
              id="main"
              flex="1"
              minW="0"
              px="4"
              py="6"
              css={{ [DESKTOP_UP]: { paddingInline: '2rem', paddingBlock: '2rem' } }}
            >
              <Box
                maxW="6xl"
                mx="auto"
                css={{ [WIDE_UP]: { maxWidth: '80rem' }, [WIDEST_UP]: { maxWidth: '96rem' } }}
              >
                <ScreenCrashBoundary
                  title={t('utils.randomError')}
                  description={t('utils.randomErrorDescription')}
                  reloadLabel={t('utils.reload')}
                  data={data}
                >
                  <ScreenGuard>
                    <Outlet />
                  </ScreenGuard>
                </ScreenCrashBoundary>
              </Box>
            </SkipNavContent>
          </Flex>
          <LegalFooter area="loggedIn" />
        </Flex>
      </SelectedGroupProvider>
    </PermissionsProvider>
  );
}
