import { isCssColor } from '../color/index';
import type { CareTheme, CareThemeDefinition } from './theme';
import { isCssLength, isFontName, isFontSize, isGlobalFontSize, isGradient } from './values';

/** The kinds of value a theme holds; each has its grammar (see `values.ts`). */
export type ThemeValueKind =
  'color' | 'length' | 'font' | 'fontSize' | 'globalFontSize' | 'gradient';

/** A section of the theme: style keys mapped to value kinds or to nested sections. */
export interface ThemeShapeGroup {
  readonly [key: string]: ThemeValueKind | ThemeShapeGroup;
}

const button = { background: 'color', text: 'color' } as const;

/**
 * Every style key of the theme and the kind of its value: the one description the file schema,
 * the merge of partial files, the sanitizer and the documentation follow. Adding a key here (and
 * to the interfaces in `theme.ts`) adds it everywhere.
 */
export const THEME_SHAPE = {
  colors: {
    primary: 'color',
    secondary: 'color',
    success: 'color',
    warning: 'color',
    info: 'color',
    error: 'color',
  },
  buttons: { primary: button, secondary: button, borderRadius: 'length' },
  text: {
    body: 'color',
    muted: 'color',
    heading: 'color',
    link: 'color',
    onHeader: 'color',
    onSidebar: 'color',
  },
  fonts: {
    family: 'font',
    headingFamily: 'font',
    size: 'globalFontSize',
    sizes: {
      caption: 'fontSize',
      body: 'fontSize',
      subtitle: 'fontSize',
      heading: 'fontSize',
      title: 'fontSize',
    },
  },
  gradients: { header: 'gradient', sidebar: 'gradient' },
  backgrounds: { page: 'color', surface: 'color', subtle: 'color' },
  tables: { headerBackground: 'color', headerText: 'color', rowStripe: 'color', border: 'color' },
} as const satisfies ThemeShapeGroup;

/** The style sections of a definition (everything but name and colour mode). */
export type ThemeSection = keyof typeof THEME_SHAPE;

/** Whether `value` matches the grammar of `kind`. */
export function isThemeValue(kind: ThemeValueKind, value: unknown): boolean {
  switch (kind) {
    case 'color':
      return isCssColor(value);
    case 'length':
      return isCssLength(value);
    case 'font':
      return isFontName(value);
    case 'fontSize':
      return isFontSize(value);
    case 'globalFontSize':
      return isGlobalFontSize(value);
    case 'gradient':
      return isGradient(value);
  }
}

/** One style value: where it sits (`buttons.primary.text`), its kind and the value. */
export interface ThemeValueSlot {
  readonly path: readonly string[];
  readonly kind: ThemeValueKind;
  readonly value: unknown;
}

function own(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

/** Every style value of `theme` (or of a partial one), with its path and kind. */
export function themeValueSlots(theme: unknown): ThemeValueSlot[] {
  const slots: ThemeValueSlot[] = [];
  const walk = (group: ThemeShapeGroup, value: unknown, path: readonly string[]) => {
    for (const [key, kind] of Object.entries(group)) {
      const child = own(value, key);
      if (typeof kind === 'string') slots.push({ path: [...path, key], kind, value: child });
      else walk(kind, child, [...path, key]);
    }
  };
  walk(THEME_SHAPE, theme, []);
  return slots;
}

/** A copy of a gradient as fresh, frozen plain objects. */
function copyGradient(value: unknown): unknown {
  const gradient = value as CareTheme['gradients']['header'];
  return Object.freeze({
    angle: gradient.angle,
    stops: Object.freeze(
      gradient.stops.map((stop) => Object.freeze({ color: stop.color, position: stop.position })),
    ),
  });
}

/**
 * Builds fresh, frozen plain objects holding only the style keys of {@link THEME_SHAPE}: each
 * value comes from `pick(kind, value, fallback)` given the value in `source` (possibly missing)
 * and the one in `base`. No key outside the shape can reach the result, whatever `source` holds.
 */
function rebuild(
  group: ThemeShapeGroup,
  source: unknown,
  base: unknown,
  pick: (kind: ThemeValueKind, value: unknown, fallback: unknown) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(group)) {
    const value = own(source, key);
    const fallback = own(base, key);
    if (typeof kind === 'string') {
      const picked = pick(kind, value, fallback);
      out[key] = kind === 'gradient' ? copyGradient(picked) : picked;
    } else {
      out[key] = rebuild(kind, value, fallback, pick);
    }
  }
  return Object.freeze(out);
}

/** Style sections of a definition, built with {@link rebuild}. */
function rebuildSections(
  source: unknown,
  base: CareThemeDefinition,
  pick: (kind: ThemeValueKind, value: unknown, fallback: unknown) => unknown,
): Pick<CareThemeDefinition, ThemeSection> {
  return rebuild(THEME_SHAPE, source, base, pick) as unknown as Pick<
    CareThemeDefinition,
    ThemeSection
  >;
}

/**
 * Fills the style keys missing from a partial definition (already validated) with the values
 * of `base`. Used for theme files, which may leave keys out.
 */
export function mergeSections(
  partial: unknown,
  base: CareThemeDefinition,
): Pick<CareThemeDefinition, ThemeSection> {
  return rebuildSections(partial, base, (_kind, value, fallback) => value ?? fallback);
}

/**
 * Replaces every style value that does not match its grammar with the one of `base`. The
 * system factory runs every theme through this, so a theme built in code (not read through the
 * schema) still cannot put anything else into the CSS.
 */
export function sanitizeSections(
  theme: unknown,
  base: CareThemeDefinition,
): Pick<CareThemeDefinition, ThemeSection> {
  return rebuildSections(theme, base, (kind, value, fallback) =>
    isThemeValue(kind, value) ? value : fallback,
  );
}
