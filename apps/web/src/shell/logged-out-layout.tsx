import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LegalFooter } from '../features/legal/index';
import { DeferredNetworkBanner } from './deferred-network-banner';
import { LanguageSwitcher } from './language-switcher';

/**
 * The logged-out area: the product name and language switcher above the page (login, …), the
 * legal links below it.
 */
export function LoggedOutLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.muted">
      <DeferredNetworkBanner />
      <Flex
        as="header"
        align="center"
        justify="space-between"
        wrap="wrap"
        gap="3"
        px={{ base: '4', md: '8' }}
        py="3"
        bg="bg"
        borderBottomWidth="1px"
      >
        <Box>
          <Text fontSize="xl" fontWeight="bold" color="care.primary">
            {t('app.name')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('app.tagline')}
          </Text>
        </Box>
        <LanguageSwitcher />
      </Flex>
      <Flex
        as="main"
        id="main"
        tabIndex={-1}
        flex="1"
        align={{ base: 'start', md: 'center' }}
        justify="center"
        px="4"
        py={{ base: '6', md: '10' }}
        outline="none"
      >
        <Outlet />
      </Flex>
      <LegalFooter area="loggedOut" />
    </Flex>
  );
}
