/**
 * The theme model: a named map of style keys to values. Every value is plain data written in a
 * small grammar (see `values.ts`), so a theme can come from a JSON file written by anyone and
 * still never put anything but a colour, a length, a font name or a number into the page's CSS.
 */

/** Light or dark: which of Chakra's colour modes the whole page uses. */
export type CareColorMode = 'light' | 'dark';

/**
 * The brand and message colours (docs/behaviour/themes.md#default-colours): fills, borders, icons,
 * message bars.
 */
export interface CareThemeColors {
  primary: string;
  secondary: string;
  success: string;
  warning: string;
  info: string;
  error: string;
}

/**
 * The font families a theme may name (docs/behaviour/themes.md#limits). The app loads them; this
 * package does not.
 */
export const FONT_NAMES = ['Helvetica Now Text', 'Rubik', 'Roboto'] as const;

/** A font family a theme may name. */
export type FontName = (typeof FONT_NAMES)[number];

/** One kind of button: its fill and the text on it. */
export interface CareButtonStyle {
  readonly background: string;
  readonly text: string;
}

/** Buttons: primary and secondary kinds and the corner radius they share. */
export interface CareButtonStyles {
  readonly primary: CareButtonStyle;
  readonly secondary: CareButtonStyle;
  /** A length: `0`, or a number with `px` (0–256), `rem`/`em` (0–16) or `%` (0–100). */
  readonly borderRadius: string;
}

/** Text colours. */
export interface CareTextColors {
  /** Running text. */
  readonly body: string;
  /** Secondary text: hints, helper texts, captions. */
  readonly muted: string;
  readonly heading: string;
  readonly link: string;
  /** Text on the header (drawn over `gradients.header`). */
  readonly onHeader: string;
  /** Text on the sidebar (drawn over `gradients.sidebar`). */
  readonly onSidebar: string;
}

/**
 * Font sizes in CSS pixels at the default global size of 16 (0–120,
 * docs/behaviour/themes.md#limits). The global `size` scales all of them: with `size` 20 a `body`
 * of 16 is drawn at 20 px.
 */
export interface CareFontSizes {
  readonly caption: number;
  readonly body: number;
  readonly subtitle: number;
  readonly heading: number;
  readonly title: number;
}

/** Text fonts: families and sizes. */
export interface CareFontStyles {
  readonly family: FontName;
  readonly headingFamily: FontName;
  /**
   * The global font size (5–30, the Settings slider; 16 is the browser default). Applied as a
   * percentage of the user's own browser font size, so a larger browser setting still counts.
   */
  readonly size: number;
  readonly sizes: CareFontSizes;
}

/** A colour stop of a gradient: a colour and its position in per cent (0–100). */
export interface CareGradientStop {
  readonly color: string;
  readonly position: number;
}

/** A linear gradient: 2 or 3 stops and an angle in degrees (0–360; other numbers wrap). */
export interface CareGradient {
  readonly angle: number;
  readonly stops: readonly CareGradientStop[];
}

/** The gradients that paint the header and the sidebar. */
export interface CareGradients {
  readonly header: CareGradient;
  readonly sidebar: CareGradient;
}

/** Background colours. */
export interface CareBackgrounds {
  /** The page behind everything. */
  readonly page: string;
  /** Panels, cards, dialogs, drawers. */
  readonly surface: string;
  /** Quiet areas: hovered rows, read-only fields. */
  readonly subtle: string;
}

/** Tables. */
export interface CareTableStyles {
  readonly headerBackground: string;
  readonly headerText: string;
  /** Background of every other row. */
  readonly rowStripe: string;
  readonly border: string;
}

/** A theme without its identity: what a file holds and what the Settings page edits. */
export interface CareThemeDefinition {
  /** Display name: 1–40 characters, unique among the themes of a browser. */
  readonly name: string;
  readonly colorMode: CareColorMode;
  readonly colors: CareThemeColors;
  readonly buttons: CareButtonStyles;
  readonly text: CareTextColors;
  readonly fonts: CareFontStyles;
  readonly gradients: CareGradients;
  readonly backgrounds: CareBackgrounds;
  readonly tables: CareTableStyles;
}

/** A complete theme: a definition with a stable identifier. */
export interface CareTheme extends CareThemeDefinition {
  /** Stable identifier; apps translate a built-in theme's display name from it. */
  readonly id: string;
}

/** Theme name: at most 40 characters (docs/behaviour/themes.md#limits). */
export const MAX_THEME_NAME_LENGTH = 40;
/** Global font size slider range (docs/behaviour/themes.md#limits). */
export const GLOBAL_FONT_SIZE_RANGE = Object.freeze({ min: 5, max: 30 });
/** Font-size inputs range (docs/behaviour/themes.md#limits). */
export const FONT_SIZE_RANGE = Object.freeze({ min: 0, max: 120 });
/** Gradients hold 2 or 3 colour stops (docs/behaviour/themes.md#limits: at most 3). */
export const GRADIENT_STOPS_RANGE = Object.freeze({ min: 2, max: 3 });
