import type { MyInfo } from '@care/api-client';
import { Box, Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../features/auth/api/auth.mutations';
import { NotificationInbox, NotificationsProvider } from '../features/notifications/index';
import { OutboxSlot } from '../features/outbox/index';
import { roleLabelKey } from '../shared/roles';
import { LanguageSwitcher } from './language-switcher';
import { useSelectedGroup } from '../shared/selected-group';

/**
 * The initials beside the user's name: the first letter of the first and of the last word
 * ("Anna Maria Rossi" → "AR"). Drawn as a plain circle, not Chakra's Avatar (its state machine
 * is about 5 KiB gzip of every shell's first load, for a decorative image).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The full name of a person: name and surname. */
export function fullName(me: Pick<MyInfo['personalDataDto'], 'name' | 'surname'>): string {
  return [me.name, me.surname].filter(Boolean).join(' ');
}

function GroupPicker() {
  const { t } = useTranslation();
  const { groups, selected, select } = useSelectedGroup();
  const id = useId();
  if (!selected) return null;
  if (groups.length === 1) {
    return (
      <Box>
        <Text fontSize="xs" color="fg.muted">
          {t('shell.group')}
        </Text>
        <Text fontWeight="medium">{selected.name}</Text>
      </Box>
    );
  }
  return (
    <Field.Root w="auto">
      <Field.Label htmlFor={id} fontSize="xs" color="fg.muted">
        {t('shell.group')}
      </Field.Label>
      <NativeSelect.Root size="sm" minW="44">
        <NativeSelect.Field
          id={id}
          value={String(selected.id)}
          onChange={(event) => select(Number(event.currentTarget.value))}
        >
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The logged-in header: product, the user's name and role, the group, language and sign-out;
 * `leading` goes before the product name (the menu button of the mobile layout).
 */
export function UserHeader({ me, leading }: { me: MyInfo; leading?: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = fullName(me.personalDataDto);
  return (
    <Flex
      as="header"
      aria-label={t('shell.header')}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="4"
      px={{ base: '4', md: '6' }}
      py="3"
      bg="bg"
      borderBottomWidth="1px"
    >
      <Flex align="center" gap="3">
        {leading}
        <Text fontSize="xl" fontWeight="bold" color="care.primary">
          {t('app.name')}
        </Text>
      </Flex>
      <Flex align="center" wrap="wrap" gap={{ base: '3', md: '6' }}>
        <GroupPicker />
        <LanguageSwitcher />
        <OutboxSlot />
        <NotificationsProvider me={me}>
          <NotificationInbox />
        </NotificationsProvider>
        <Flex role="group" aria-label={t('shell.userMenu')} align="center" gap="3" wrap="wrap">
          <Flex
            aria-hidden="true"
            colorPalette="blue"
            bg="colorPalette.muted"
            color="colorPalette.fg"
            boxSize="10"
            flexShrink="0"
            borderRadius="full"
            align="center"
            justify="center"
            fontWeight="medium"
            data-testid="user-initials"
          >
            {initialsOf(name)}
          </Flex>
          <Stack gap="0">
            <Text fontWeight="semibold" data-testid="user-full-name">
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted" data-testid="user-role">
              {t(roleLabelKey(me.customerRoleDto.role))}
            </Text>
          </Stack>
          <Button
            variant="outline"
            size="md"
            onClick={() => signOut.mutate()}
            loading={signOut.isPending}
            loadingText={t('shell.loggingOut')}
          >
            {t('shell.logout')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
