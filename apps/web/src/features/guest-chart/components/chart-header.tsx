import type { GuestChartHeader } from '@care/api-client';
import { Avatar } from '@care/ui';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DESKTOP_UP } from '../../../shared/breakpoints';
import { useAccountPhoto } from '../../person-detail/components/person-photo';
import { StatusTag, TAG } from '../../person-detail/components/person-tags';
import { LatestVitals } from '../../measurement/components/latest-vitals';
import { AllergyNote } from './allergy-note';
import { FactList, useAgeText, useChartFacts } from './chart-facts';

/**
 * The guest chart's header (docs/behaviour/guest-chart.md#header): photo or identicon, name,
 * age, status, room and group, the allergies, then diet, main diagnoses, attending doctor and
 * contact person. It stays in view while the page scrolls (desktop); below 868 px it stacks and
 * scrolls with the page, so it never covers a phone's screen.
 */
export function ChartHeader({ header, today }: { header: GuestChartHeader; today: Date }) {
  const { t } = useTranslation();
  const name = `${header.name} ${header.surname}`;
  const photo = useAccountPhoto(header.customerAccountId, { enabled: header.hasPhoto });
  const facts = useChartFacts(header);
  const age = useAgeText(header.birthDate, today);
  const tags = [
    age,
    header.room ? t('guestChart.room', { room: header.room }) : t('guestChart.none.room'),
    header.group?.name,
  ].filter((text): text is string => Boolean(text));
  return (
    <Stack
      as="section"
      aria-label={t('guestChart.header', { name })}
      gap="4"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="sm"
      zIndex="docked"
      css={{ [DESKTOP_UP]: { position: 'sticky', top: 0 } }}
    >
      <Flex gap="4" direction="column" css={{ [DESKTOP_UP]: { flexDirection: 'row' } }}>
        <Flex gap="4" align="center" minW="0" flex="1">
          <Avatar
            label={t('guestChart.photo', { name })}
            src={photo}
            personId={header.customerAccountId}
            size={64}
          />
          <Stack gap="1" minW="0">
            <Heading as="h1" size="2xl" wordBreak="break-word" data-testid="person-name">
              {name}
            </Heading>
            <Flex gap="2" wrap="wrap" align="center">
              <StatusTag status={header.status} />
              {tags.map((text) => (
                <Text as="span" key={text} {...TAG}>
                  {text}
                </Text>
              ))}
            </Flex>
          </Stack>
        </Flex>
        <Stack flex="1" minW="0" gap="3">
          <AllergyNote allergies={header.allergies} />
          {header.latestVitals && <LatestVitals vitals={header.latestVitals} />}
        </Stack>
      </Flex>
      <FactList facts={facts} columns="repeat(auto-fit, minmax(12rem, 1fr))" />
    </Stack>
  );
}
