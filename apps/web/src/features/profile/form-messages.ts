import type { FormValue } from '@care/api-client';
import type { FormRendererMessages, FormValues } from '@care/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The texts of @care/ui's FormRenderer in the current language (`formRenderer.*`), built once
 * per language so the fields do not re-render on every render of the page. Not specific to the
 * profile: any screen with a server-described form can use it.
 */
export function useFormRendererMessages(): FormRendererMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      required: t('formRenderer.required'),
      email: t('formRenderer.email'),
      min: (min: string) => t('formRenderer.min', { min }),
      max: (max: string) => t('formRenderer.max', { max }),
      maxDigits: (max: number) => t('formRenderer.maxDigits', { max }),
      decimal: t('formRenderer.decimal'),
      integer: t('formRenderer.integer'),
      remainingCharacters: (count: number) => t('formRenderer.remainingCharacters', { count }),
      tooManyCharacters: (count: number) => t('formRenderer.tooManyCharacters', { count }),
      empty: t('formRenderer.empty'),
      yes: t('formRenderer.yes'),
      no: t('formRenderer.no'),
      uploadChoose: t('formRenderer.uploadChoose'),
      uploadRemove: t('formRenderer.uploadRemove'),
      uploadFileName: t('formRenderer.uploadFileName'),
      uploadHelp: t('formRenderer.uploadHelp'),
      uploadMaxSize: t('formRenderer.uploadMaxSize'),
      uploadTooLarge: t('formRenderer.uploadTooLarge'),
      autocompleteSearching: t('formRenderer.autocompleteSearching'),
      autocompleteNoResults: t('autocomplete.noDataFound'),
      autocompleteSearchError: t('formRenderer.autocompleteSearchError'),
      autocompleteResultCount: (count: number) =>
        t('formRenderer.autocompleteResultCount', { count }),
      autocompleteRemove: (label: string) => t('formRenderer.autocompleteRemove', { label }),
      autocompleteClear: t('formRenderer.autocompleteClear'),
    }),
    // `t` is new when the language changes.
    [t],
  );
}

/**
 * Translates the keys a field structure carries: labels and helper texts are i18n keys
 * (`profilePage.fields.name`), categories are bare names looked up under `categoriesKey`
 * (`personal` → `profilePage.categories.personal`). A key without a text is shown as is,
 * rather than reported as a missing term.
 */
export function useStructureTranslate(categoriesKey: string): (key: string) => string {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => (key: string) => {
      const category = `${categoriesKey}.${key}`;
      if (i18n.exists(category)) return t(category);
      return i18n.exists(key) ? t(key) : key;
    },
    [t, i18n, categoriesKey],
  );
}

function isList(value: FormValues[string]): value is readonly (string | number)[] {
  return Array.isArray(value);
}

/**
 * The form renderer's values as the API client takes them (its lists are read-only): for the
 * saves of any server-described form.
 */
export function toApiValues(values: FormValues): Record<string, FormValue> {
  const copy: Record<string, FormValue> = {};
  for (const [name, value] of Object.entries(values)) {
    copy[name] = isList(value) ? [...value] : value;
  }
  return copy;
}
