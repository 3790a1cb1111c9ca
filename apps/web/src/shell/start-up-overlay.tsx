import { Box, Flex, Skeleton, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The full-page loading overlay with a skeleton sidebar shown while the app starts or a route
 * loads its data (spec 02 §2). The skeleton is decoration; the status text is what is announced.
 */
export function StartUpOverlay() {
  const { t } = useTranslation();
  return (
    <Flex minH="100dvh" bg="bg" aria-busy="true">
      <Stack
        aria-hidden="true"
        display={{ base: 'none', md: 'flex' }}
        w="64"
        p="4"
        gap="4"
        borderInlineEndWidth="1px"
      >
        <Skeleton h="10" />
        <Skeleton h="6" />
        <Skeleton h="6" />
        <Skeleton h="6" />
        <Skeleton h="6" />
      </Stack>
      <Box flex="1" display="flex" alignItems="center" justifyContent="center" role="status">
        <Spinner size="xl" color="care.primary" borderWidth="4px" aria-hidden="true" />
        <VisuallyHidden>{t('utils.loading')}</VisuallyHidden>
      </Box>
    </Flex>
  );
}
