import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { authQueries } from '../../auth/api/auth.queries';
import { DiaryTab } from '../tabs/diary-tab';

/** The signed-in guest's own diary, once `personal/myInfo` has said who they are. */
function OwnDiary() {
  const { t } = useTranslation();
  const me = useQuery(authQueries.myInfo(useApi()));
  const own = me.data?.personalDataDto;
  if (own)
    return (
      <DiaryTab
        personalDataId={own.personalDataId}
        customerAccountId={own.customerAccountId}
        header={undefined}
      />
    );
  if (me.isError)
    return (
      <Stack gap="2" align="flex-start">
        <Text role="alert">{t('diary.mine.loadError')}</Text>
        <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
          {t('diary.tab.retry')}
        </Button>
      </Stack>
    );
  return <Text color="fg.muted">{t('utils.loading')}</Text>;
}

/**
 * `myDiary/` (docs/behaviour/diary.md#a-guests-own-diary): a guest reads their own diary, as
 * staff read it in the guest chart's diary tab, with the same filters and read marks and nothing
 * to write (the tab offers writing to staff only; the server refuses a guest's writes).
 */
export function MyDiaryPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('diary.mine.messages')}>
      <Stack gap="6">
        <title>{`${t('diary.mine.title')} · ${t('app.name')}`}</title>
        <Heading as="h1" size="2xl">
          {t('diary.mine.title')}
        </Heading>
        <OwnDiary />
      </Stack>
    </PageMessageBars>
  );
}
