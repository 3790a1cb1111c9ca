import { z } from 'zod/mini';

/**
 * Row actions of lists and detail pages (docs/behaviour/README.md#catalogues-for-the-care-modules).
 */
export const ACTION_TYPES = [
  'VIEW',
  'DELETE',
  'EDIT',
  'CLOSE',
  'RESTORE',
  'RESET_PASSWORD',
  'ACCEPT',
  'REFUSE',
  'ARCHIVE',
  'SUSPEND',
  'RENEW',
  'DOWNLOAD',
  'PREFERRED',
  'UNPREFERRED',
] as const;
/** A row action. */
export const actionTypeSchema = z.enum(ACTION_TYPES);
/** A row action. */
export type ActionType = z.infer<typeof actionTypeSchema>;

/** Measurement export types (docs/behaviour/README.md#catalogues-for-the-care-modules). */
export const MEASUREMENT_EXPORT_TYPES = [
  'GLYCEMIA',
  'WEIGHT',
  'PRESSURE',
  'HEART_RATE',
  'TEMPERATURE',
  'SATURATION',
] as const;
/** Purge and diuresis export types (docs/behaviour/README.md#catalogues-for-the-care-modules). */
export const PURGE_DIURESIS_EXPORT_TYPES = ['PURGE', 'DIURESIS'] as const;
/**
 * Meals and hydration export types (docs/behaviour/README.md#catalogues-for-the-care-modules);
 * default range the last month.
 */
export const NUTRITION_EXPORT_TYPES = ['MEALS', 'HYDRATIONS'] as const;
/** Every export type. */
export const EXPORT_TYPES = [
  ...MEASUREMENT_EXPORT_TYPES,
  ...PURGE_DIURESIS_EXPORT_TYPES,
  ...NUTRITION_EXPORT_TYPES,
] as const;
/** An export type. */
export const exportTypeSchema = z.enum(EXPORT_TYPES);
/** An export type. */
export type ExportType = z.infer<typeof exportTypeSchema>;

/** Measurement detail views (docs/behaviour/README.md#catalogues-for-the-care-modules). */
export const MEASUREMENT_DETAIL_VIEWS = [
  'pressure',
  'weight',
  'glycemia',
  'heartRate',
  'saturation',
  'temperature',
  'diuresis',
  'waterBalance',
  'hydration',
  'sleep',
  'step',
] as const;

/**
 * Export date-range defaults in days back from today
 * (docs/behaviour/README.md#catalogues-for-the-care-modules).
 */
export const EXPORT_RANGE_DAYS = { diary: 7, goals: 7, nutrition: 6, purge: 6 } as const;

/** Table defaults (docs/behaviour/README.md#catalogues-for-the-care-modules). */
export const TABLE_DEFAULTS = { pageSize: 20, rowsPerPage: 5 } as const;

/**
 * The languages of the product (docs/behaviour/languages.md#supported-languages); `en` is the
 * fallback.
 */
export const LANGUAGES = ['it', 'en', 'de', 'es'] as const;
/** A language of the product. */
export type Language = (typeof LANGUAGES)[number];
