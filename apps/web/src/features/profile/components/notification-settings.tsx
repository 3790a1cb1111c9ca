import type { SettingValue } from '@care/api-client';
import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { useSetNotificationSetting } from '../api/profile.mutations';
import { profileQueries } from '../api/profile.queries';

/** `notification.documentExpiry` → `profilePage.notificationSettings.keys.documentExpiry`. */
function labelKey(key: string): string {
  return `profilePage.notificationSettings.keys.${key.slice(key.indexOf('.') + 1)}`;
}

/**
 * The notification-settings menu (docs/behaviour/people-and-guests.md#profile-page): one switch per
 * setting the server offers, saved at once through `set-config`. Enabled means the server offers at
 * least one: an empty group shows nothing.
 */
export function NotificationSettings() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const settings = useQuery(profileQueries.settings(api));
  const setSetting = useSetNotificationSetting();
  // What the user switched and the server has not settled yet: shown at once, in the same event
  // (a controlled checkbox snaps back when its state arrives a task later), and dropped when the
  // save settles, so the cached setting (saved, or put back after a failure) shows again.
  const [switching, setSwitching] = useState<Record<string, SettingValue>>({});
  const change = (key: string, value: SettingValue) => {
    setSwitching((current) => ({ ...current, [key]: value }));
    void setSetting
      .mutateAsync({ key, value })
      .catch(() => undefined)
      .finally(() =>
        setSwitching((current) => {
          // A newer switch of the same setting is still on its way: it stays.
          if (current[key] !== value) return current;
          return Object.fromEntries(Object.entries(current).filter(([name]) => name !== key));
        }),
      );
  };

  if (settings.isSuccess && Object.keys(settings.data).length === 0) return null;

  let content;
  if (settings.isPending) content = <Text color="fg.muted">{t('utils.loading')}</Text>;
  else if (settings.isError)
    content = (
      <Flex gap="3" align="center" wrap="wrap">
        <Text role="alert">{t('profilePage.notificationSettings.readError')}</Text>
        <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
          {t('profilePage.retry')}
        </Button>
      </Flex>
    );
  else
    content = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {Object.entries(settings.data).map(([key, value]) => {
          const label = labelKey(key);
          return (
            <li key={key}>
              <chakra.label
                display="inline-flex"
                alignItems="center"
                gap="3"
                fontWeight="medium"
                cursor="pointer"
              >
                <chakra.input
                  type="checkbox"
                  role="switch"
                  checked={(switching[key] ?? value) === 'T'}
                  onChange={(event) => change(key, event.currentTarget.checked ? 'T' : 'F')}
                  width="5"
                  height="5"
                  accentColor="care.primary"
                  cursor="inherit"
                />
                {i18n.exists(label) ? t(label) : key}
              </chakra.label>
            </li>
          );
        })}
      </Stack>
    );

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('profilePage.notificationSettings.title')}
      </Heading>
      <Text color="fg.muted">{t('profilePage.notificationSettings.intro')}</Text>
      {content}
    </Stack>
  );
}
