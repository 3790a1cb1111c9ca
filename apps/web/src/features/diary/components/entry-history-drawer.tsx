import type { DiaryVersion } from '@care/api-client';
import { formatDateTime } from '@care/i18n';
import { Drawer } from '@care/ui';
import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { diaryQueries } from '../api/diary.queries';
import { FallRecord } from './fall-record';
import { useEntryText } from '../entry-text';

/** One earlier version: what it said, what replaced it, who, when and why. */
function Version({ version, name }: { version: DiaryVersion; name: (id: string) => string }) {
  const { t, i18n } = useTranslation();
  const textOf = useEntryText();
  const when = formatDateTime(version.changedAt, i18n.resolvedLanguage);
  return (
    <chakra.li borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm">
        {t('diary.history.version', { version: version.version })}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {[t(`diary.significance.${version.significance}`), ...version.categories.map(name)].join(
          ' · ',
        )}
      </Text>
      <Text whiteSpace="pre-wrap" my="2">
        {textOf(version)}
      </Text>
      {version.fall && <FallRecord fall={version.fall} />}
      <Text textStyle="sm">
        {t('diary.history.change', {
          kind: t(`diary.history.kind.${version.kind}`),
          name: version.changedBy.name,
          when,
        })}
      </Text>
      {version.reason && (
        <Text textStyle="sm">{t('diary.history.reason', { reason: version.reason })}</Text>
      )}
    </chakra.li>
  );
}

/** Props of {@link EntryHistoryDrawer}. */
export interface EntryHistoryDrawerProps {
  entryId: number;
  /** A category's name. */
  name: (id: string) => string;
  onClose: () => void;
}

/**
 * An entry's history (docs/behaviour/diary.md#changing-an-entry): the current version, then every
 * earlier one, newest first, each with what replaced it, by whom, when and why.
 */
export function EntryHistoryDrawer({ entryId, name, onClose }: EntryHistoryDrawerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const detail = useQuery(diaryQueries.entry(api, entryId));
  let body;
  if (detail.isError) body = <Text role="alert">{t('diary.history.loadError')}</Text>;
  else if (!detail.data) body = <Text color="fg.muted">{t('utils.loading')}</Text>;
  else {
    const { history, version, text, fall } = detail.data;
    body = (
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {t('diary.history.current', { version })}
          </Heading>
          <Text whiteSpace="pre-wrap">{text}</Text>
          {fall && <FallRecord fall={fall} />}
        </Stack>
        {history.length === 0 ? (
          <Text>{t('diary.history.none')}</Text>
        ) : (
          <chakra.ol listStyleType="none" m="0" p="0" display="grid" gap="3">
            {[...history].reverse().map((item) => (
              <Version key={item.version} version={item} name={name} />
            ))}
          </chakra.ol>
        )}
      </Stack>
    );
  }
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('diary.history.title')}
      closeLabel={t('diary.form.close')}
    >
      {body}
    </Drawer>
  );
}
