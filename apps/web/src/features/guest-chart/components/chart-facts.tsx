import type { GuestChartHeader } from '@care/api-client';
import { formatNumericDate } from '@care/i18n';
import { chakra, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ageOn } from '../../../shared/age';

/** A fact of the chart: its label and its value (a text saying so when nothing is recorded). */
export interface ChartFact {
  id: string;
  label: string;
  value: ReactNode;
}

const full = (person: { name: string | null; surname?: string | null }) =>
  [person.name, person.surname].filter(Boolean).join(' ');

/** The contact person: name, relation and a phone link, as far as they are recorded. */
function Contact({ contact }: { contact: GuestChartHeader['contact'] }) {
  const { t } = useTranslation();
  if (!contact.name && !contact.phone) return t('guestChart.none.contact');
  const relation = contact.relation ? ` (${t(`personDetail.relation.${contact.relation}`)})` : '';
  return (
    <>
      {contact.name ?? ''}
      {relation}
      {contact.phone && (
        <>
          {contact.name ? ', ' : ''}
          <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} color="care.primary.fg">
            {contact.phone}
          </Link>
        </>
      )}
    </>
  );
}

/** The main diagnoses, most important first, as a list. */
function Diagnoses({ diagnoses }: { diagnoses: readonly string[] }) {
  const { t } = useTranslation();
  if (diagnoses.length === 0) return t('guestChart.none.diagnoses');
  return (
    <chakra.ul m="0" ps="5">
      {diagnoses.map((diagnosis) => (
        <li key={diagnosis}>{diagnosis}</li>
      ))}
    </chakra.ul>
  );
}

/** The guest's age in years, or that it is unknown. */
export function useAgeText(birthDate: string | null, today: Date): string {
  const { t } = useTranslation();
  const age = ageOn(birthDate, today);
  return age === null ? t('guestChart.ageUnknown') : t('guestChart.age', { count: age });
}

/**
 * The care facts of the chart's header (docs/behaviour/guest-chart.md#header): diet, main
 * diagnoses, attending doctor and contact person; `detailed` adds the birth date, group and room
 * (the summary tab).
 */
export function useChartFacts(header: GuestChartHeader, detailed = false): ChartFact[] {
  const { t } = useTranslation();
  const facts: ChartFact[] = [
    {
      id: 'diet',
      label: t('guestChart.facts.diet'),
      value: header.diet ? t(`personDetail.diet.${header.diet}`) : t('guestChart.none.diet'),
    },
    {
      id: 'diagnoses',
      label: t('guestChart.facts.diagnoses'),
      value: <Diagnoses diagnoses={header.mainDiagnoses} />,
    },
    {
      id: 'doctor',
      label: t('guestChart.facts.doctor'),
      value: header.attendingDoctor ? full(header.attendingDoctor) : t('guestChart.none.doctor'),
    },
    {
      id: 'contact',
      label: t('guestChart.facts.contact'),
      value: <Contact contact={header.contact} />,
    },
  ];
  if (!detailed) return facts;
  return [
    {
      id: 'birthDate',
      label: t('guestChart.facts.birthDate'),
      value: header.birthDate
        ? formatNumericDate(header.birthDate) || header.birthDate
        : t('guestChart.none.birthDate'),
    },
    {
      id: 'room',
      label: t('guestChart.facts.room'),
      value: header.room ?? t('guestChart.none.room'),
    },
    {
      id: 'group',
      label: t('guestChart.facts.group'),
      value: header.group?.name ?? t('guestChart.none.group'),
    },
    ...facts,
  ];
}

/** Facts as a description list: each label over its value. */
export function FactList({ facts, columns }: { facts: readonly ChartFact[]; columns: string }) {
  return (
    <chakra.dl display="grid" gap="3" m="0" gridTemplateColumns={columns}>
      {facts.map((fact) => (
        <chakra.div key={fact.id} minW="0">
          <chakra.dt textStyle="sm" color="fg.muted">
            {fact.label}
          </chakra.dt>
          <chakra.dd m="0" fontWeight="medium" wordBreak="break-word">
            {fact.value}
          </chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}
