import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { moduleAccessQueries } from '../api/module-access.queries';
import { AccessForm } from '../components/access-form';

function Configuration() {
  const { t } = useTranslation();
  const api = useApi();
  const { data, isError } = useQuery(moduleAccessQueries.configuration(api));
  if (isError) return <Text role="alert">{t('configuration.loadError')}</Text>;
  if (!data) {
    return (
      <Box role="status" display="flex" gap="2" alignItems="center">
        <Spinner size="sm" />
        {t('configuration.loading')}
      </Box>
    );
  }
  return <AccessForm saved={data} />;
}

/**
 * `/loggedIn/configurationManagerScreen/` (docs/behaviour/module-access.md#the-screen): the
 * administrators choose each role's level (no access, read, write) in each care module.
 */
export function ConfigurationPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('configuration.messages')}>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }}>
        <title>{`${t('configuration.title')} · ${t('app.name')}`}</title>
        <Heading as="h1" size="2xl" mb="2">
          {t('configuration.title')}
        </Heading>
        <Text color="fg.muted" mb="6">
          {t('configuration.description')}
        </Text>
        <Configuration />
      </Box>
    </PageMessageBars>
  );
}
