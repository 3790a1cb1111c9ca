import type { FieldDefinition } from '@care/api-client';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { authQueries } from '../../auth/api/auth.queries';
import { personDetailQueries } from '../api/person-detail.queries';
import { mayManagePerson } from '../permissions';
import { AccountActions } from './account-actions';
import { PersonDataForm } from './person-data-form';
import { Retry, useFailureMessage } from './person-photo';

/**
 * A person's detail as the page reads it: the detail, whether the user may manage the person,
 * the full name, and the form's fields with the person's values (null until both are read).
 * Failures are said by {@link useReadFailureMessages}.
 */
export function usePersonDetail(personalDataId: number) {
  const api = useApi();
  const detail = useQuery(personDetailQueries.detail(api, personalDataId));
  const { data: me } = useQuery(authQueries.myInfo(api));
  const structure = useQuery(personDetailQueries.structure(api));
  const person = detail.data?.personalDataDto;
  const values = detail.data?.values;
  // The structure's fields with the person's values; a new object after each read, so the
  // form reloads after a save.
  const fields = useMemo<FieldDefinition[] | null>(
    () =>
      structure.data && values
        ? structure.data.map((field: FieldDefinition) =>
            field.fieldName in values ? { ...field, value: values[field.fieldName] } : field,
          )
        : null,
    [structure.data, values],
  );
  return {
    detail,
    structure,
    person,
    // Managers change others, up to their own role (the server refuses the rest).
    manager: mayManagePerson(me, detail.data),
    name: person ? [person.name, person.surname].filter(Boolean).join(' ') : '',
    fields,
  };
}

/** Says once per failure that the detail or its form could not be read (call it once a page). */
export function useReadFailureMessages(personalDataId: number) {
  const { detail, structure } = usePersonDetail(personalDataId);
  useFailureMessage('personalData.read.error', detail.error, detail.errorUpdatedAt);
  useFailureMessage('fields.error.read', structure.error, structure.errorUpdatedAt);
}

/**
 * The account actions (docs/behaviour/people-and-guests.md#account-actions) and the detail form
 * of a person, as the person detail page shows them.
 */
export function PersonDataPanel({ personalDataId }: { personalDataId: number }) {
  const { t } = useTranslation();
  const { detail, structure, person, manager, fields } = usePersonDetail(personalDataId);
  let data: ReactNode;
  if (fields) {
    data = <PersonDataForm personalDataId={personalDataId} fields={fields} editable={manager} />;
  } else if (structure.isError) {
    data = <Retry text={t('fields.error.read')} onRetry={() => void structure.refetch()} />;
  } else if (detail.isError) {
    data = null;
  } else {
    data = <Text color="fg.muted">{t('personDetail.loading')}</Text>;
  }
  return (
    <Stack gap="8">
      {person && manager ? <AccountActions person={person} /> : null}
      <Box minW="0">{data}</Box>
    </Stack>
  );
}
