import { DOCUMENT_LIMITS, type DocumentStructure } from '@care/api-client';
import { TextFieldWithCounter } from '@care/ui';
import { chakra, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentForm } from '../document-form';

/**
 * The content tab: name, description, expiration, state and tag
 * (docs/behaviour/documents.md#content).
 */
export function ContentTab({
  form,
  onChange,
  structure,
  readOnly,
}: {
  form: DocumentForm;
  onChange: (change: Partial<DocumentForm>) => void;
  structure: DocumentStructure;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [nameTouched, setNameTouched] = useState(false);
  const remaining = (count: number) => t('documents.counter.remaining', { count });
  const countLabel = (count: number, max: number) => t('documents.counter.count', { count, max });
  const stateDisabled = readOnly || form.expiration === '';
  return (
    <Stack gap="5">
      <TextFieldWithCounter
        label={t('documents.fields.name')}
        value={form.name}
        onChange={(name) => onChange({ name })}
        onBlur={() => setNameTouched(true)}
        maxLength={DOCUMENT_LIMITS.nameMax}
        remainingLabel={remaining}
        countLabel={countLabel}
        required
        invalid={nameTouched && form.name.trim() === ''}
        errorText={t('documents.fields.nameRequired')}
        disabled={readOnly}
        autoComplete="off"
      />
      <TextFieldWithCounter
        label={t('documents.fields.description')}
        value={form.description}
        onChange={(description) => onChange({ description })}
        maxLength={DOCUMENT_LIMITS.descriptionMax}
        remainingLabel={remaining}
        countLabel={countLabel}
        multiline
        rows={5}
        disabled={readOnly}
      />
      <Field.Root disabled={readOnly}>
        <Field.Label>{t('documents.fields.expiration')}</Field.Label>
        <Input
          type="datetime-local"
          value={form.expiration}
          onChange={(event) => {
            const expiration = event.currentTarget.value;
            // Setting an expiration switches the state on; removing it switches it off
            // (docs/behaviour/documents.md#content).
            onChange({ expiration, state: expiration !== '' });
          }}
        />
      </Field.Root>
      <Stack gap="1">
        <chakra.label
          display="inline-flex"
          alignItems="center"
          gap="3"
          fontWeight="medium"
          cursor={stateDisabled ? 'not-allowed' : 'pointer'}
          opacity={stateDisabled ? 0.6 : 1}
        >
          <chakra.input
            type="checkbox"
            role="switch"
            aria-describedby={`${id}-state-help`}
            checked={form.state}
            disabled={stateDisabled}
            onChange={(event) => onChange({ state: event.currentTarget.checked })}
            width="5"
            height="5"
            accentColor="care.primary"
            cursor="inherit"
          />
          {t('documents.fields.state')}
        </chakra.label>
        <chakra.p id={`${id}-state-help`} textStyle="sm" color="fg.muted">
          {t('documents.fields.stateHelp')}
        </chakra.p>
      </Stack>
      <Field.Root disabled={readOnly}>
        <Field.Label>{t('documents.fields.tag')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.documentTagId}
            onChange={(event) => onChange({ documentTagId: event.currentTarget.value })}
          >
            <option value="">{t('documents.fields.noTag')}</option>
            {structure.tag.fields.map((tag) => (
              <option key={tag.value} value={String(tag.value)}>
                {tag.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
