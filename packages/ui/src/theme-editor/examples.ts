import type { EditableTheme, ThemeEditorLabels, ThemeValueGrammar } from './types';

/**
 * Examples for the stories and tests: an English set of texts, a theme like Care's default one
 * and a small value grammar. Care's web app passes @care/theming's grammar instead (every CSS
 * colour form, lengths with their ranges, the offered fonts' stacks).
 */

/** The fonts Care offers (docs/behaviour/themes.md#limits). */
export const EXAMPLE_FONTS = ['Helvetica Now Text', 'Rubik', 'Roboto'] as const;
export type ExampleFont = (typeof EXAMPLE_FONTS)[number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;
const LENGTH = /^(?:0|\d+(?:\.\d+)?(?:px|rem|em|%))$/;

function channels(color: string): [number, number, number] | undefined {
  if (HEX.test(color)) {
    const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (d) => d + d) : color;
    return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
  }
  const rgb = RGB.exec(color);
  if (!rgb) return undefined;
  const values = rgb.slice(1, 4).map(Number);
  return values.every((value) => value <= 255) ? (values as [number, number, number]) : undefined;
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A small grammar: `#rgb`, `#rrggbb` and `rgb()` colours; px/rem/em/% lengths. */
export const EXAMPLE_GRAMMAR: ThemeValueGrammar<ExampleFont> = {
  isColor: (value) => channels(value) !== undefined,
  toHex(value) {
    const rgb = channels(value);
    return rgb && `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  },
  isLength: (value) => LENGTH.test(value),
  normalizeAngle: (angle) =>
    !Number.isFinite(angle) || (angle >= 0 && angle <= 360)
      ? angle || 0
      : ((angle % 360) + 360) % 360,
  gradientToCss: (gradient) =>
    `linear-gradient(${gradient.angle}deg, ${gradient.stops
      .map((stop) => `${stop.color} ${stop.position}%`)
      .join(', ')})`,
  textOn(color) {
    const rgb = channels(color);
    const l = rgb ? luminance(rgb) : 1;
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
  },
  fontStack: (font) =>
    font === 'Helvetica Now Text'
      ? '"Helvetica Now Text", Helvetica, Arial, Roboto, system-ui, sans-serif'
      : `${font}, Roboto, system-ui, sans-serif`,
  swatches: [
    '#1976d2',
    '#F23041',
    '#43A047',
    '#FFA000',
    '#0659BD',
    '#D32F2F',
    '#00897B',
    '#6A1B9A',
    '#3949AB',
    '#C2185B',
    '#F4511E',
    '#33FF33',
    '#616161',
    '#000000',
    '#FFFFFF',
  ],
  fonts: EXAMPLE_FONTS,
  globalFontSize: { min: 5, max: 30 },
  fontSize: { min: 0, max: 120 },
  gradientStops: { min: 2, max: 3 },
};

/** A theme like Care's default one. */
export const EXAMPLE_THEME: EditableTheme<ExampleFont> = {
  colors: {
    primary: '#1976d2',
    secondary: '#F23041',
    success: '#43A047',
    warning: '#FFA000',
    info: '#0659BD',
    error: '#D32F2F',
  },
  buttons: {
    primary: { background: '#1976d2', text: '#ffffff' },
    secondary: { background: '#F23041', text: '#000000' },
    borderRadius: '4px',
  },
  text: {
    body: '#000000',
    muted: '#52525b',
    heading: '#000000',
    link: '#1565c0',
    onHeader: '#ffffff',
    onSidebar: '#000000',
  },
  fonts: {
    family: 'Roboto',
    headingFamily: 'Roboto',
    size: 16,
    sizes: { caption: 12, body: 16, subtitle: 20, heading: 24, title: 32 },
  },
  gradients: {
    header: {
      angle: 90,
      stops: [
        { color: '#1976d2', position: 0 },
        { color: '#0d47a1', position: 100 },
      ],
    },
    sidebar: {
      angle: 180,
      stops: [
        { color: '#ffffff', position: 0 },
        { color: '#f4f4f5', position: 100 },
      ],
    },
  },
  backgrounds: { page: '#ffffff', surface: '#ffffff', subtle: '#fafafa' },
  tables: {
    headerBackground: '#f4f4f5',
    headerText: '#000000',
    rowStripe: '#fafafa',
    border: '#e4e4e7',
  },
};

/** Care's English texts of the editor (as @care/i18n has them). */
export const EXAMPLE_LABELS: ThemeEditorLabels = {
  sections: {
    buttons: 'Buttons',
    text: 'Text colours',
    fonts: 'Text fonts',
    gradients: 'Gradients',
    backgrounds: 'Backgrounds',
    tables: 'Tables',
    messages: 'Message colours',
  },
  fields: {
    colors: {
      primary: 'Primary colour',
      secondary: 'Secondary colour',
      success: 'Success',
      warning: 'Warning',
      info: 'Information',
      error: 'Error',
    },
    buttons: {
      primaryBackground: 'Primary button',
      primaryText: 'Primary button text',
      secondaryBackground: 'Secondary button',
      secondaryText: 'Secondary button text',
      borderRadius: 'Corner radius',
    },
    text: {
      body: 'Body text',
      muted: 'Secondary text',
      heading: 'Headings',
      link: 'Links',
      onHeader: 'Text on the header',
      onSidebar: 'Text on the sidebar',
    },
    fonts: {
      size: 'Global font size',
      family: 'Text font',
      headingFamily: 'Heading font',
      caption: 'Captions',
      body: 'Body text',
      subtitle: 'Subtitles',
      heading: 'Headings',
      title: 'Titles',
    },
    gradients: {
      header: 'Header',
      sidebar: 'Sidebar',
      angle: (gradient) => `${gradient}: angle (degrees)`,
      stop: (gradient, number) => `${gradient}: colour ${number}`,
      position: (gradient, number) => `${gradient}: position of colour ${number} (%)`,
      addStop: (gradient) => `Add a colour to the ${gradient} gradient`,
      removeStop: (gradient, number) => `Remove colour ${number} of the ${gradient} gradient`,
    },
    backgrounds: { page: 'Page', surface: 'Panels and dialogs', subtle: 'Quiet areas' },
    tables: {
      headerBackground: 'Table header',
      headerText: 'Table header text',
      rowStripe: 'Alternate rows',
      border: 'Table borders',
    },
  },
  color: {
    picker: (label) => `${label}: colour picker`,
    presets: (label) => `Preset colours for ${label}`,
    useSwatch: (color) => `Use ${color}`,
    invalid: 'Enter a colour such as #1976d2 or rgb(25, 118, 210).',
  },
  lengthInvalid: 'Enter a length such as 4px, 0.5rem or 0.',
  range: (min, max) => `Enter a number from ${min} to ${max}.`,
  preview: {
    label: (section) => `${section}: preview`,
    heading: 'Daily report',
    body: 'Breakfast served at 8:00; the guest is well.',
    muted: 'Last updated today',
    link: 'Open the diary',
    caption: 'Caption',
    subtitle: 'Subtitle',
    title: 'Title',
    guest: 'Guest',
    room: 'Room',
    status: 'Status',
    present: 'Present',
    away: 'On leave',
    success: 'The record was saved.',
    warning: 'The measurement is overdue.',
    info: 'A new message has arrived.',
    error: 'The record could not be saved.',
  },
};
