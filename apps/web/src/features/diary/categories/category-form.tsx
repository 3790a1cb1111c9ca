import type { DiaryCategory } from '@care/api-client';
import { Button, chakra, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValuesDraft } from '../../../shared/drafts/use-values-draft';
import { useAddCategory, useChangeCategory } from '../api/diary-categories.mutations';
import {
  CATEGORY_LANGUAGES,
  categoryLanguage,
  deriveCategoryId,
  isCategoryId,
  type CategoryLanguage,
} from './category-id';

/** The names of a category in the four languages, as typed. */
type Names = Record<CategoryLanguage, string>;
/** What the form holds: the names, and the id as typed (empty: derived from the name). */
type CategoryValues = Names & { id: string };

const NO_NAMES: Names = { it: '', en: '', de: '', es: '' };

/** The four names to send: a language left empty takes the required language's name. */
function namesToSend(names: Names, required: CategoryLanguage): Names {
  const fallback = names[required].trim();
  const entries = CATEGORY_LANGUAGES.map((lang) => [lang, names[lang].trim() || fallback]);
  return Object.fromEntries(entries) as Names;
}

/**
 * The form of a category (docs/behaviour/diary.md#categories): a new one (`category` absent) with
 * its id, derived from the name until one is typed, or the new names of a facility's own. The
 * current language's name is required. What is typed is kept as a draft (form `diary.category`,
 * record `new` or the category's id) until it is saved or cancelled
 * (docs/behaviour/never-losing-work.md#drafts).
 */
export function CategoryForm(props: {
  category?: DiaryCategory;
  /** The category's name in the current language (the heading of a rename). */
  name?: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const required = categoryLanguage(i18n.resolvedLanguage);
  const add = useAddCategory();
  const change = useChangeCategory();
  const renaming = props.category !== undefined;
  const initial: CategoryValues = { ...NO_NAMES, ...props.category?.labels, id: '' };
  const [values, setValues] = useState<CategoryValues>(initial);
  const [checked, setChecked] = useState(false);
  // A rename starts from a button in the list below: the form takes the focus.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (renaming) first.current?.focus();
  }, [renaming]);
  const set = (field: keyof CategoryValues, value: string) =>
    setValues((before) => ({ ...before, [field]: value }));
  const labelOf = (field: string) =>
    field === 'id'
      ? t('diary.categories.idLabel')
      : t(`diary.categories.nameIn.${field as CategoryLanguage}`);
  const draft = useValuesDraft<CategoryValues>({
    formId: 'diary.category',
    recordId: props.category?.id ?? 'new',
    initial,
    values,
    labelOf,
    onRestore: (restored) => setValues({ ...initial, ...restored }),
  });
  const id = renaming
    ? (props.category?.id ?? '')
    : values.id || deriveCategoryId(values[required]);
  const missing = values[required].trim() === '';
  const badId = !renaming && !missing && !isCategoryId(id);
  const saving = add.isPending || change.isPending;

  const finish = async () => {
    await draft.clear();
    setValues({ ...NO_NAMES, id: '' });
    setChecked(false);
    props.onDone();
  };
  const submit = async () => {
    setChecked(true);
    if (missing || badId) return;
    const labels = namesToSend(values, required);
    const name = labels[required];
    const saved = renaming
      ? change.mutateAsync({ id, body: { labels }, name })
      : add.mutateAsync({ body: { id, labels }, name });
    await saved.then(finish, () => undefined);
  };

  const titleId = `diary-category-form-${props.category?.id ?? 'new'}`;
  return (
    <chakra.form
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3" maxW="2xl">
        <Heading as="h2" size="lg" id={titleId}>
          {renaming
            ? t('diary.categories.renameTitle', { name: props.name })
            : t('diary.categories.newTitle')}
        </Heading>
        {draft.prompt}
        <Flex gap="3" wrap="wrap" align="flex-start">
          {[required, ...CATEGORY_LANGUAGES.filter((lang) => lang !== required)].map((lang) => (
            <Field.Root
              key={lang}
              width="auto"
              required={lang === required}
              invalid={checked && lang === required && missing}
            >
              <Field.Label>
                {labelOf(lang)}
                {lang === required && <Field.RequiredIndicator />}
              </Field.Label>
              <Input
                ref={lang === required ? first : undefined}
                value={values[lang]}
                maxLength={60}
                onChange={(e) => set(lang, e.target.value)}
              />
              <Field.ErrorText color="care.error.fg">
                {t('diary.categories.required', { field: labelOf(lang) })}
              </Field.ErrorText>
            </Field.Root>
          ))}
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {t('diary.categories.namesHelp')}
        </Text>
        {!renaming && (
          <Field.Root width="auto" invalid={checked && badId}>
            <Field.Label>{t('diary.categories.idLabel')}</Field.Label>
            <Input
              value={id}
              maxLength={40}
              maxW="sm"
              onChange={(e) => set('id', e.target.value)}
            />
            <Field.HelperText>{t('diary.categories.idHelp')}</Field.HelperText>
            <Field.ErrorText color="care.error.fg">{t('diary.categories.badId')}</Field.ErrorText>
          </Field.Root>
        )}
        <Flex gap="2" wrap="wrap">
          <Button type="submit" loading={saving}>
            {renaming ? t('diary.categories.save') : t('diary.categories.add')}
          </Button>
          {renaming && (
            <Button type="button" variant="outline" onClick={() => void finish()}>
              {t('diary.categories.cancel')}
            </Button>
          )}
        </Flex>
      </Stack>
    </chakra.form>
  );
}
