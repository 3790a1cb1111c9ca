import type { DiaryCategory } from '@care/api-client';
import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpLink } from '../../../shared/help-link';
import { PageMessageBars } from '../../../shared/page-message-bars';
import { useDiaryCategories } from '../use-diary-categories';
import { CategoryForm } from './category-form';
import { CategoryTable } from './category-table';

function Categories() {
  const { t } = useTranslation();
  const categories = useDiaryCategories();
  const [renaming, setRenaming] = useState<DiaryCategory | null>(null);
  const { data } = categories.query;
  if (categories.isError) return <Text role="alert">{t('diary.categories.loadError')}</Text>;
  if (!data) {
    return (
      <Box role="status" display="flex" gap="2" alignItems="center">
        <Spinner size="sm" />
        {t('diary.categories.loading')}
      </Box>
    );
  }
  return (
    <>
      <CategoryForm
        key={renaming?.id ?? 'new'}
        category={renaming ?? undefined}
        name={renaming ? categories.name(renaming.id) : undefined}
        onDone={() => setRenaming(null)}
      />
      <CategoryTable categories={data} name={categories.name} onRename={setRenaming} />
    </>
  );
}

/**
 * `/loggedIn/diaryCategories/` (docs/behaviour/diary.md#categories), for administrators: the
 * diary's categories in display order, a form to add one or rename a facility's own, and the
 * actions that take one out of use or put it back.
 */
export function DiaryCategoriesPage() {
  const { t } = useTranslation();
  return (
    <PageMessageBars label={t('diary.categories.messages')}>
      <Stack gap="8">
        <title>{`${t('diary.categories.title')} · ${t('app.name')}`}</title>
        <Flex justify="space-between" align="baseline" wrap="wrap" gap="4">
          <Heading as="h1" size="2xl">
            {t('diary.categories.title')}
          </Heading>
          <HelpLink page="diary" topic={t('diary.categories.title')} />
        </Flex>
        <Text>{t('diary.categories.intro')}</Text>
        <Categories />
      </Stack>
    </PageMessageBars>
  );
}
