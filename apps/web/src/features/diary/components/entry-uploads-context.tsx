import { formatDateTime } from '@care/i18n';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { createLatest } from '../../../shared/attachments/use-file-upload';
import { createEntryUploadStore, type EntryUploadStore } from '../api/entry-upload-store';
import { useEntryUploadTools } from '../api/use-entry-attachments';

const StoreContext = createContext<EntryUploadStore | null>(null);

/**
 * Keeps the uploads of the entries' cards below it (docs/behaviour/diary.md#attachments) for as
 * long as it is mounted (a diary tab), whichever cards are drawn.
 */
export function EntryUploadsProvider({ children }: { children: ReactNode }) {
  const tools = useEntryUploadTools();
  const [latest] = useState(() => createLatest(tools));
  useLayoutEffect(() => latest.set(tools));
  const [store] = useState(() => createEntryUploadStore(latest.get));
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The uploads store of the tab (an entry's card attaches files only inside one). */
export function useEntryUploadStore(): EntryUploadStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('An entry card attaches files only inside an EntryUploadsProvider.');
  return store;
}

/**
 * The failed uploads whose card is out of view, in a status region: "1 file could not be
 * attached to the entry of 28/11/2026 10:42" and "Show the entry", which brings the card into
 * view (`onShow`) and its uploads into focus.
 */
export function UploadsAway({ onShow }: { onShow: (entryId: number) => void }) {
  const { t, i18n } = useTranslation();
  const store = useEntryUploadStore();
  const away = useSyncExternalStore(store.subscribe, store.away);
  return (
    <Stack role="status" gap="2">
      {away.map((failure) => (
        <Flex
          key={failure.entryId}
          gap="3"
          align="center"
          wrap="wrap"
          borderWidth="1px"
          borderRadius="md"
          p="2"
        >
          <Text>
            <span aria-hidden="true">⚠ </span>
            {t('diary.attachments.failedAway', {
              count: failure.count,
              when: formatDateTime(failure.occurredAt, i18n.resolvedLanguage),
            })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              store.reveal(failure.entryId);
              onShow(failure.entryId);
            }}
          >
            {t('diary.attachments.showEntry')}
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}
