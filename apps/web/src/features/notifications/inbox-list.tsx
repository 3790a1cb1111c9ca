import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatNumericDate } from '@care/i18n';
import { useTranslation } from 'react-i18next';
import type { InboxEntry } from './inbox-store';
import { notificationText } from './notification-text';

/** The inbox's notifications, newest first, each with its title, text and time received. */
export default function InboxList({ items }: { items: readonly InboxEntry[] }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return <Text color="fg.muted">{t('notifications.inbox.empty')}</Text>;
  return (
    <Stack
      as="ul"
      aria-label={t('notifications.inbox.list')}
      gap="3"
      listStyleType="none"
      m="0"
      p="0"
    >
      {items.map((item) => {
        const { title, body } = notificationText(item, t, i18n);
        return (
          <Box
            as="li"
            key={item.seq}
            p="3"
            borderWidth="1px"
            borderRadius="md"
            borderInlineStartWidth={item.read ? '1px' : '4px'}
            borderInlineStartColor={item.read ? undefined : 'care.primary'}
          >
            <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
              <Text fontWeight="bold">{title}</Text>
              {item.read ? null : (
                <Text fontSize="sm" fontWeight="bold">
                  {t('notifications.inbox.unread')}
                </Text>
              )}
            </Flex>
            <Text overflowWrap="anywhere">{body}</Text>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={item.receivedAt}>{formatNumericDate(item.receivedAt, true)}</time>
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
