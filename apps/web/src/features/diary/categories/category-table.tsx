import type { DiaryCategory } from '@care/api-client';
import { Button, chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../../shared/data-table';
import { useChangeCategory } from '../api/diary-categories.mutations';

/** One category: its name, id, kind, whether in use (in words, never colour alone), actions. */
function CategoryRow(props: {
  category: DiaryCategory;
  name: string;
  onRename: (category: DiaryCategory) => void;
}) {
  const { t } = useTranslation();
  const { category, name } = props;
  const change = useChangeCategory();
  const own = category.termKey === null;
  return (
    <Table.Row>
      <Table.RowHeader scope="row">{name}</Table.RowHeader>
      <Table.Cell>
        <chakra.code>{category.id}</chakra.code>
      </Table.Cell>
      <Table.Cell>{own ? t('diary.categories.own') : t('diary.categories.default')}</Table.Cell>
      <Table.Cell fontWeight={category.active ? 'normal' : 'semibold'}>
        {category.active ? t('diary.categories.inUse') : t('diary.categories.outOfUse')}
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          {own && (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('diary.categories.renameLabel', { name })}
              onClick={() => props.onRename(category)}
            >
              {t('diary.categories.rename')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-label={
              category.active
                ? t('diary.categories.takeOutLabel', { name })
                : t('diary.categories.putBackLabel', { name })
            }
            loading={change.isPending}
            onClick={() =>
              change.mutate({ id: category.id, body: { active: !category.active }, name })
            }
          >
            {category.active ? t('diary.categories.takeOut') : t('diary.categories.putBack')}
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

const COLUMNS = ['name', 'id', 'kind', 'state', 'actions'] as const;

/** The categories in display order, with their actions (docs/behaviour/diary.md#categories). */
export function CategoryTable(props: {
  categories: DiaryCategory[];
  name: (id: string) => string;
  onRename: (category: DiaryCategory) => void;
}) {
  const { t } = useTranslation();
  return (
    <chakra.div overflowX="auto">
      <Table.Root>
        <chakra.caption textAlign="start" fontWeight="semibold" pb="2">
          {t('diary.categories.list')}
        </chakra.caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {t(`diary.categories.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              name={props.name(category.id)}
              onRename={props.onRename}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </chakra.div>
  );
}
