import { diaryCategoryIdSchema } from '@care/api-client';

/** The languages a category is named in (the contract's `labels`). */
export const CATEGORY_LANGUAGES = ['it', 'en', 'de', 'es'] as const;
/** One of them. */
export type CategoryLanguage = (typeof CATEGORY_LANGUAGES)[number];

/** The screen's language among the four (English for any other). */
export function categoryLanguage(language: string | undefined): CategoryLanguage {
  return CATEGORY_LANGUAGES.find((known) => known === language) ?? 'en';
}

/**
 * A category id derived from its name (docs/behaviour/diary.md#categories): accents dropped,
 * words in camelCase, what is not a letter or a digit left out, leading digits too, at most 40
 * characters ("Visita dentistica" → `visitaDentistica`); empty when nothing is left.
 */
export function deriveCategoryId(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const camel = words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
  const letterFirst = camel.replace(/^[0-9]+/, '');
  return (letterFirst.charAt(0).toLowerCase() + letterFirst.slice(1)).slice(0, 40);
}

/** Whether `id` is a category id the server takes. */
export const isCategoryId = (id: string) => diaryCategoryIdSchema.safeParse(id).success;
