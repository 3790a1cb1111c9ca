import { formatDateTime } from '@care/i18n';
import { ConfirmDialog, Drawer } from '@care/ui';
import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GENERIC_ERROR_KEY } from '../../shared/api-error-message';
import { useOutbox } from '../../shared/outbox/outbox-context';
import { isGroupRecord, type OutboxItem } from '../../shared/outbox/outbox-types';
import { useSelectedGroup } from '../../shared/selected-group';

/** Props of {@link OutboxDrawer}. */
export interface OutboxDrawerProps {
  waiting: readonly OutboxItem[];
  needsAttention: readonly OutboxItem[];
  onClose: () => void;
}

/** The names of the files of `item` not on the server yet. */
function unsentFiles(item: OutboxItem): string[] {
  return (item.files ?? []).slice(item.progress?.filesSent ?? 0).map((file) => file.name);
}

/** What an item is, for whom (a guest, or a group for a round) and when it was written. */
function ItemSummary({ item }: { item: OutboxItem }) {
  const { t, i18n } = useTranslation();
  const kind = t(`outbox.kinds.${item.kind}`);
  const files = unsentFiles(item);
  return (
    <>
      <Heading as="h4" size="sm">
        {isGroupRecord(item)
          ? t('outbox.aboutGroup', { kind, group: item.groupName })
          : t('outbox.about', {
              kind,
              guest: item.guestName || t('outbox.unknownGuest', { id: item.guestId }),
            })}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('outbox.written', {
          time: formatDateTime(new Date(item.createdAt), i18n.resolvedLanguage),
        })}
      </Text>
      <Text lineClamp={3} whiteSpace="pre-line">
        {item.text}
      </Text>
      {files.length > 0 && (
        <Text fontSize="sm">
          {t('outbox.files', { count: files.length, names: files.join(', ') })}
        </Text>
      )}
    </>
  );
}

/** Where the record is seen: the guest's chart tab, or the group screen (the group selected). */
function RecordLink({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const { select } = useSelectedGroup();
  if (!isGroupRecord(item))
    return (
      <Link asChild>
        <RouterLink to={`/loggedIn/guestDetail/${item.guestId}?tab=${item.chartTab}`}>
          {t('outbox.openChart')}
        </RouterLink>
      </Link>
    );
  return (
    <Link asChild>
      <RouterLink to="/loggedIn/measurementAll/" onClick={() => select(item.groupId)}>
        {t('outbox.openGroup', { group: item.groupName })}
      </RouterLink>
    </Link>
  );
}

/** Why the server refused it: its message; for a file, that the entry itself is saved. */
function refusalText(t: TFunction, item: OutboxItem, message: string): string {
  const file = item.refusal?.file;
  if (file === undefined) return t('outbox.refused', { message });
  return t('outbox.fileRefused', { file, message, names: unsentFiles(item).join(', ') });
}

/** A refused item: the server's message, and what the user can do about it. */
function RefusedItem({ item, onDiscard }: { item: OutboxItem; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  // The header has no message bars of its own: the copy says how it went beside the button.
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const codeKey = `error.translation.code.${item.refusal?.code ?? ''}`;
  const messageKey: string = i18n.exists(codeKey) ? codeKey : GENERIC_ERROR_KEY;
  const message = t(messageKey);
  const copy = () =>
    navigator.clipboard.writeText(item.text).then(
      () => setCopied('copied'),
      () => setCopied('copyFailed'),
    );
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <ItemSummary item={item} />
      <Text fontWeight="medium">
        <span aria-hidden="true">⚠ </span>
        {refusalText(t, item, message)}
      </Text>
      <Flex gap="2" wrap="wrap">
        <RecordLink item={item} />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t('outbox.copy')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t('outbox.discard')}
        </Button>
      </Flex>
      <Text role="status" fontSize="sm">
        {copied ? t(`outbox.${copied}`) : null}
      </Text>
    </Stack>
  );
}

/** What Discard deletes: the record, or only the files not sent when the entry is saved. */
function discardText(t: TFunction, item: OutboxItem | null): string {
  if (item?.progress?.recordId !== undefined)
    return t('outbox.discardFiles', { names: unsentFiles(item).join(', ') });
  return t('outbox.discardDescription', { text: item?.text ?? '' });
}

/**
 * The list of the records on this device (docs/behaviour/never-losing-work.md#care-records-that-wait-out-a-dead-wi-fi):
 * those waiting to be sent, in the order they go, and those the server refused, with its message,
 * a link to the guest's chart, "Copy the text" and "Discard" (after a confirmation). A chunk of
 * its own, loaded when the header's button is first pressed.
 */
export default function OutboxDrawer({ waiting, needsAttention, onClose }: OutboxDrawerProps) {
  const { t } = useTranslation();
  const { runtime } = useOutbox();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('outbox.title')}
      description={t('outbox.description')}
      closeLabel={t('outbox.close')}
    >
      <Stack gap="6">
        <Stack as="section" gap="3" aria-labelledby="outbox-waiting">
          <Heading as="h3" size="md" id="outbox-waiting">
            {t('outbox.waitingTitle')}
          </Heading>
          {waiting.length === 0 ? (
            <Text>{t('outbox.noneWaiting')}</Text>
          ) : (
            <Stack as="ol" gap="3" listStyle="none" ps="0">
              {waiting.map((item) => (
                <Stack as="li" key={item.seq} gap="1" borderWidth="1px" borderRadius="md" p="3">
                  <ItemSummary item={item} />
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
        {needsAttention.length > 0 && (
          <Stack as="section" gap="3" aria-labelledby="outbox-attention">
            <Heading as="h3" size="md" id="outbox-attention">
              {t('outbox.attentionTitle')}
            </Heading>
            <Text>{t('outbox.attentionHelp')}</Text>
            <Stack as="ul" gap="3" listStyle="none" ps="0">
              {needsAttention.map((item) => (
                <RefusedItem key={item.seq} item={item} onDiscard={() => setDiscarding(item)} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        onConfirm={async () => {
          if (discarding) await runtime?.outbox.discard(discarding.seq);
        }}
        title={t('outbox.discardTitle')}
        description={discardText(t, discarding)}
        confirmLabel={t('outbox.discard')}
        cancelLabel={t('outbox.keep')}
        destructive
      />
    </Drawer>
  );
}
