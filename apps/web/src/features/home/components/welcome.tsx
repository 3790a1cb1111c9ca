import { Box, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { authQueries } from '../../auth/api/auth.queries';
import { Today } from '../../../shell/today';
import { roleLabelKey } from '../../../shared/roles';
import { useSelectedGroup } from '../../../shared/selected-group';
import { fullName } from '../../../shell/user-header';

/** The top of the home page: who and where you are, and today's date. */
export function Welcome() {
  const { t } = useTranslation();
  const api = useApi();
  const { data: me } = useQuery(authQueries.myInfo(api));
  const { selected } = useSelectedGroup();
  if (!me) return null;
  const role = t(roleLabelKey(me.customerRoleDto.role));
  return (
    <Box>
      <title>{`${t('app.name')} · ${fullName(me.personalDataDto)}`}</title>
      <Heading as="h1" size="2xl" mb="3">
        {t('shell.welcome.title', { name: fullName(me.personalDataDto) })}
      </Heading>
      <Text fontSize="lg">
        {selected
          ? t('shell.welcome.body', { role, group: selected.name })
          : t('shell.welcome.noGroup', { role })}
      </Text>
      <Today mt="2" color="fg.muted" />
    </Box>
  );
}
