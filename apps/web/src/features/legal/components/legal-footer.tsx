import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LOGGED_OUT_TERMS_PATH, isAppPath } from '../legal-links';
import { useLegalLinks } from './use-legal-links';

// Plain boxes rather than Chakra's Link and VisuallyHidden: this footer is part of the login
// page's first load, and those components would come with it.
const LINK_STYLE = { color: 'care.primary.fg', textDecoration: 'underline' } as const;

function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (isAppPath(to)) {
    return (
      <Box asChild {...LINK_STYLE}>
        <RouterLink to={to}>{children}</RouterLink>
      </Box>
    );
  }
  return (
    <Box asChild {...LINK_STYLE}>
      <a href={to} target="_blank" rel="noopener noreferrer">
        {children}
        <Box as="span" srOnly>
          {` ${t('legal.opensInNewTab')}`}
        </Box>
      </a>
    </Box>
  );
}

/**
 * Links to the terms and the privacy policy at the bottom of every page. Signed in: the
 * product's two addresses. Logged out: the logged-out terms page when the integrated terms are
 * enabled, otherwise the product's external documents.
 */
export function LegalFooter({ area }: { area: 'loggedIn' | 'loggedOut' }) {
  const { t } = useTranslation();
  const links = useLegalLinks();
  return (
    <Flex
      as="footer"
      justify="center"
      wrap="wrap"
      gap="5"
      px="4"
      py="3"
      fontSize="sm"
      borderTopWidth="1px"
      bg="bg"
    >
      <Flex as="nav" aria-label={t('legal.footer')} gap="5" wrap="wrap" justify="center">
        {area === 'loggedOut' && links.integrated ? (
          <LegalLink to={LOGGED_OUT_TERMS_PATH}>{t('legal.termsAndPrivacy')}</LegalLink>
        ) : (
          <>
            <LegalLink to={links.termsAndConditions}>{t('legal.termsAndConditions')}</LegalLink>
            <LegalLink to={links.privacyPolicy}>{t('legal.privacyPolicy')}</LegalLink>
          </>
        )}
      </Flex>
    </Flex>
  );
}
