import type { GuestRow as GuestRowData } from '@care/api-client';
import { Box, Button, chakra, Flex, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ageOn } from '../../../shared/age';
import { isBirthdayToday, statusChangesFor, type StatusChange } from '../status-changes';

const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A small marker with an accessible name (the picture is decoration for sighted users). */
function Marker({ label, symbol, tone }: { label: string; symbol: string; tone: string }) {
  return (
    <chakra.span
      role="img"
      aria-label={label}
      title={label}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      minW="6"
      h="6"
      px="1"
      borderRadius="full"
      fontSize="sm"
      fontWeight="bold"
      bg={`${tone}.subtle`}
      color={`${tone}.fg`}
    >
      {symbol}
    </chakra.span>
  );
}

/** Props of {@link GuestRow}. */
export interface GuestRowProps {
  guest: GuestRowData;
  today: Date;
  /** The status changes to offer (staff who manage guests); none: no actions. */
  onChange?: ((guest: GuestRowData, change: StatusChange) => void) | undefined;
  /** Extra line under the name, e.g. the archive cause and date in the archived tab. */
  detail?: ReactNode;
  /** The guest's detail page (the name links there); none: the name is plain text. */
  href?: string | undefined;
  /** The guest's photo or identicon, before the name. */
  avatar?: ReactNode;
}

/**
 * A guest of the list on one line: photo or identicon, full name (a link to the guest's chart),
 * the birthday marker (today is the birthday) and the allergy marker, age, identifier code and
 * room, and the row's status changes.
 */
export function GuestRow({ guest, today, onChange, detail, href, avatar }: GuestRowProps) {
  const { t } = useTranslation();
  const fullName = `${guest.name} ${guest.surname}`;
  const birthday = isBirthdayToday(guest.birthDate, today);
  const age = ageOn(guest.birthDate, today);
  const facts = [
    age === null ? null : t('guests.row.age', { count: age }),
    guest.identifierCode,
    guest.room ? t('guests.row.room', { room: guest.room }) : null,
  ].filter(Boolean);
  return (
    <Flex
      align="center"
      gap="3"
      px="4"
      py="2"
      minH="16"
      borderBottomWidth="1px"
      data-guest-row={guest.personalDataId}
    >
      {avatar}
      <Box flex="1" minW="0">
        <Flex align="center" gap="2" minW="0">
          {href ? (
            <Link asChild fontWeight="semibold" color="care.primary.fg" {...ONE_LINE}>
              <RouterLink to={href}>{fullName}</RouterLink>
            </Link>
          ) : (
            <Text as="span" fontWeight="semibold" {...ONE_LINE}>
              {fullName}
            </Text>
          )}
          {birthday && <Marker label={t('guests.row.birthday')} symbol="🎂" tone="orange" />}
          {guest.allergy && <Marker label={t('guests.row.allergy')} symbol="!" tone="red" />}
        </Flex>
        <Text as="div" textStyle="sm" color="fg.muted" {...ONE_LINE}>
          {detail ?? (facts.join(' · ') || '\u00a0')}
        </Text>
      </Box>
      {onChange && (
        <Flex gap="2" flexShrink={0}>
          {statusChangesFor(guest.status).map((change) => (
            <Button
              key={change.action}
              size="sm"
              variant="outline"
              aria-label={t(`guests.change.${change.action}.button`, { name: fullName })}
              onClick={() => onChange(guest, change)}
            >
              {t(`guests.change.${change.action}.label`)}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

/** The placeholder of a row whose page is still loading. */
export function GuestRowPlaceholder({ label }: { label: string }) {
  return (
    <Flex align="center" px="4" py="2" minH="16" borderBottomWidth="1px" aria-busy="true">
      <Text color="fg.muted" {...ONE_LINE}>
        {label}
      </Text>
    </Flex>
  );
}
