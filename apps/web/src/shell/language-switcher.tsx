import { LANGUAGE_NAMES, toSupportedLanguage, useAvailableLanguages } from '@care/i18n';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Picks the interface language, on the logged-out pages and in the logged-in header alike. It
 * offers the languages the server has translations for (all four until it says). Each language is
 * listed by its own name (and marked with its `lang`, so a screen reader pronounces it right);
 * the choice is remembered by @care/i18n.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const languages = useAvailableLanguages();
  const id = useId();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto">
      <Field.Label htmlFor={id} fontSize="sm" whiteSpace="nowrap">
        {t('language.label')}
      </Field.Label>
      <NativeSelect.Root size="sm" w="36">
        <NativeSelect.Field
          id={id}
          value={current}
          onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
