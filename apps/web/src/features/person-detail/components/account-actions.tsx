import type { AccountAction, PersonalData } from '@care/api-client';
import { ConfirmDialog } from '@care/ui';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountActionKey, availableAccountActions } from '../account-actions';
import { useAccountAction } from '../api/person-detail.mutations';

/** Actions that lock someone out: the confirm button uses the error colour. */
const DESTRUCTIVE: readonly AccountAction[] = ['delete-subscription', 'reset-subscription'];

/**
 * The account actions of the detail page (docs/behaviour/people-and-guests.md#account-actions), by
 * status and credentials; each asks for confirmation first. Secretaries and administrators only
 * (the page decides).
 */
export function AccountActions({ person }: { person: PersonalData }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The last action asked about stays while the dialog closes (its texts during the exit).
  const [asking, setAsking] = useState<{ action: AccountAction; open: boolean } | null>(null);
  const run = useAccountAction(person.personalDataId, person.customerAccountId);
  const name = [person.name, person.surname].filter(Boolean).join(' ');
  const key = asking ? accountActionKey(asking.action) : null;

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {t('personDetail.account.title')}
      </Heading>
      <Flex gap="2" wrap="wrap">
        {availableAccountActions(person).map((action) => (
          <Button
            key={action}
            variant="outline"
            borderRadius="care.button"
            disabled={run.isPending}
            onClick={() => setAsking({ action, open: true })}
          >
            {t(`personDetail.account.${accountActionKey(action)}.label`)}
          </Button>
        ))}
      </Flex>
      <ConfirmDialog
        open={asking?.open ?? false}
        onClose={() => setAsking((current) => current && { ...current, open: false })}
        // The dialog closes whatever the answer: the message says how it went.
        onConfirm={() =>
          asking ? run.mutateAsync(asking.action).catch(() => undefined) : undefined
        }
        title={key ? t(`personDetail.account.${key}.title`, { name }) : ''}
        description={key ? t(`personDetail.account.${key}.description`, { name }) : undefined}
        confirmLabel={key ? t(`personDetail.account.${key}.label`) : ''}
        cancelLabel={t('personDetail.account.cancel')}
        destructive={asking !== null && DESTRUCTIVE.includes(asking.action)}
      />
    </Stack>
  );
}
