/**
 * The shapes the theme editor works on. They mirror @care/theming's theme model structurally
 * (`CareThemeDefinition` fits them), so an app passes its theme as it is; @care/ui depends on no
 * other @care package (docs/architecture.md#who-may-import-whom), and the value grammar arrives by
 * props too ({@link ThemeValueGrammar}).
 */

/** A colour stop of a gradient: a colour and its position in per cent (0–100). */
export interface EditableGradientStop {
  readonly color: string;
  readonly position: number;
}

/** A linear gradient: its stops and an angle in degrees (0–360). */
export interface EditableGradient {
  readonly angle: number;
  readonly stops: readonly EditableGradientStop[];
}

/** The text-size steps of a theme, in CSS pixels at the global size of 16. */
export interface EditableFontSizes {
  readonly caption: number;
  readonly body: number;
  readonly subtitle: number;
  readonly heading: number;
  readonly title: number;
}

/** What the editor edits: a theme's style keys (extra keys are kept as they are). */
export interface EditableTheme<Font extends string = string> {
  readonly colors: {
    readonly primary: string;
    readonly secondary: string;
    readonly success: string;
    readonly warning: string;
    readonly info: string;
    readonly error: string;
  };
  readonly buttons: {
    readonly primary: { readonly background: string; readonly text: string };
    readonly secondary: { readonly background: string; readonly text: string };
    readonly borderRadius: string;
  };
  readonly text: {
    readonly body: string;
    readonly muted: string;
    readonly heading: string;
    readonly link: string;
    readonly onHeader: string;
    readonly onSidebar: string;
  };
  readonly fonts: {
    readonly family: Font;
    readonly headingFamily: Font;
    /** The global font size; every size of `sizes` is scaled by `size / 16`. */
    readonly size: number;
    readonly sizes: EditableFontSizes;
  };
  readonly gradients: { readonly header: EditableGradient; readonly sidebar: EditableGradient };
  readonly backgrounds: {
    readonly page: string;
    readonly surface: string;
    readonly subtle: string;
  };
  readonly tables: {
    readonly headerBackground: string;
    readonly headerText: string;
    readonly rowStripe: string;
    readonly border: string;
  };
}

/** An inclusive range of numbers. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The value grammar of the app's themes: what a valid colour or length is, which fonts are
 * offered and how they are drawn. Care's web app builds it from @care/theming (colours, lengths,
 * the 15 preset swatches, the offered fonts and their stacks).
 */
export interface ThemeValueGrammar<Font extends string = string> {
  /** Whether `value` (trimmed) is a colour of the grammar. */
  isColor(value: string): boolean;
  /** `#rrggbb` of a valid colour (for the browser's colour picker); `undefined` otherwise. */
  toHex(value: string): string | undefined;
  /** Whether `value` (trimmed) is a length of the grammar, e.g. `4px`, `0.5rem`, `0`. */
  isLength(value: string): boolean;
  /** Any number turned into an angle of 0–360 (370 becomes 10). */
  normalizeAngle(angle: number): number;
  /** The CSS `background-image` of a gradient. */
  gradientToCss(gradient: EditableGradient): string;
  /** Black or white, whichever reads better on `color` (the previews' message colours). */
  textOn(color: string): string;
  /** The CSS font stack of an offered font. */
  fontStack(font: Font): string;
  /** The preset colour swatches (Care: 15). */
  readonly swatches: readonly string[];
  /** The offered font families. */
  readonly fonts: readonly Font[];
  /** The global font size slider's range (Care: 5–30). */
  readonly globalFontSize: NumberRange;
  /** The font-size inputs' range (Care: 0–120). */
  readonly fontSize: NumberRange;
  /** How many stops a gradient has (Care: 2–3). */
  readonly gradientStops: NumberRange;
}

/** The editor's sections, in the order the editor shows them. */
export const THEME_EDITOR_SECTIONS = [
  'buttons',
  'text',
  'fonts',
  'gradients',
  'backgrounds',
  'tables',
  'messages',
] as const;

/** A section of the editor, each with its live preview. */
export type ThemeEditorSectionId = (typeof THEME_EDITOR_SECTIONS)[number];

/** The texts of a colour field, already translated. */
export interface ColorFieldLabels {
  /** The browser's colour picker, e.g. ``(label) => `${label}: colour picker` ``. */
  picker: (label: string) => string;
  /** The toggle and the group of preset swatches, e.g. ``(label) => `Preset colours for ${label}` ``. */
  presets: (label: string) => string;
  /** A swatch, e.g. ``(color) => `Use ${color}` ``. */
  useSwatch: (color: string) => string;
  /** Shown while the text is not a colour. */
  invalid: string;
}

/** The name of a gradient and the number of a stop (from 1), for the gradient texts. */
export type GradientStopText = (gradient: string, number: number) => string;

/** The texts of a gradient field, already translated. */
export interface GradientFieldLabels {
  angle: (gradient: string) => string;
  stop: GradientStopText;
  position: GradientStopText;
  addStop: (gradient: string) => string;
  removeStop: GradientStopText;
}

/** Every text of the theme editor and its previews, already translated. */
export interface ThemeEditorLabels {
  sections: Readonly<Record<ThemeEditorSectionId, string>>;
  fields: {
    colors: Readonly<Record<keyof EditableTheme['colors'], string>>;
    buttons: {
      primaryBackground: string;
      primaryText: string;
      secondaryBackground: string;
      secondaryText: string;
      borderRadius: string;
    };
    text: Readonly<Record<keyof EditableTheme['text'], string>>;
    fonts: Readonly<Record<'size' | 'family' | 'headingFamily' | keyof EditableFontSizes, string>>;
    gradients: GradientFieldLabels & { header: string; sidebar: string };
    backgrounds: Readonly<Record<keyof EditableTheme['backgrounds'], string>>;
    tables: Readonly<Record<keyof EditableTheme['tables'], string>>;
  };
  color: ColorFieldLabels;
  /** A length field's error, e.g. "Enter a length such as 4px, 0.5rem or 0." */
  lengthInvalid: string;
  /** A number field's error, e.g. ``(min, max) => `Enter a number from ${min} to ${max}.` ``. */
  range: (min: number, max: number) => string;
  preview: {
    /** The preview's group name, e.g. ``(section) => `${section}: preview` ``. */
    label: (section: string) => string;
    heading: string;
    body: string;
    muted: string;
    link: string;
    caption: string;
    subtitle: string;
    title: string;
    guest: string;
    room: string;
    status: string;
    present: string;
    away: string;
    success: string;
    warning: string;
    info: string;
    error: string;
  };
}
