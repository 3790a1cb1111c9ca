import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LegalText, type LegalTextKind } from '../components/legal-text';

function LegalPage({ kind }: { kind: LegalTextKind }) {
  const { t } = useTranslation();
  const title = t(`legal.${kind}`);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '6', md: '8' }}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <Stack gap="6" maxW="3xl">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <LegalText kind={kind} />
      </Stack>
    </Box>
  );
}

/** `/loggedIn/termsAndConditionsPage/`: the terms and conditions. */
export function TermsAndConditionsPage() {
  return <LegalPage kind="termsAndConditions" />;
}

/** `/loggedIn/privacyPolicyPage/`: the privacy policy. */
export function PrivacyPolicyPage() {
  return <LegalPage kind="privacyPolicy" />;
}

/**
 * `/loggedOut/termsAndConditionsOut/` (only with the integrated terms): the terms and the privacy
 * policy for someone who has not signed in yet, and the way back to the login page.
 */
export function TermsAndConditionsOutPage() {
  const { t } = useTranslation();
  return (
    <Box
      w="full"
      maxW="3xl"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="md"
      p={{ base: '6', md: '8' }}
    >
      <title>{`${t('legal.termsAndPrivacy')} · ${t('app.name')}`}</title>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('legal.termsAndPrivacy')}
        </Heading>
        <Stack as="section" gap="3" aria-labelledby="legal-terms">
          <Heading as="h2" size="xl" id="legal-terms">
            {t('legal.termsAndConditions')}
          </Heading>
          <LegalText kind="termsAndConditions" headingOffset={1} />
        </Stack>
        <Stack as="section" gap="3" aria-labelledby="legal-privacy">
          <Heading as="h2" size="xl" id="legal-privacy">
            {t('legal.privacyPolicy')}
          </Heading>
          <LegalText kind="privacyPolicy" headingOffset={1} />
        </Stack>
        <Link asChild color="care.primary.fg" textDecoration="underline" alignSelf="start">
          <RouterLink to="/loggedOut/">{t('legal.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
