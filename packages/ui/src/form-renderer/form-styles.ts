import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { css as serialize, type CSSObject, type SerializedStyles } from '@emotion/react';
import { LABEL_TEXT_STYLE, type FieldSize } from '../field-size/index';

/**
 * Class names of the renderer's parts. A form of 200 fields must mount in less time than
 * react-jsonschema-form's plain HTML (see the benchmark): instead of a Chakra style-prop element
 * per part, whose styles are resolved and hashed on every render, the parts are plain elements
 * with these classes, whose rules are built once per Chakra system from the theme's tokens and
 * recipes (see {@link formStyles}).
 */
export const FORM_CLASSES = {
  form: 'care-fr',
  list: 'care-fr-list',
  chunk: 'care-fr-chunk',
  viewList: 'care-fr-view-list',
  category: 'care-fr-category',
  categoryLegend: 'care-fr-category-legend',
  section: 'care-fr-section',
  heading: 'care-fr-heading',
  field: 'care-fr-field',
  group: 'care-fr-group',
  legend: 'care-fr-legend',
  label: 'care-fr-label',
  required: 'care-fr-required',
  helper: 'care-fr-helper',
  error: 'care-fr-error',
  below: 'care-fr-below',
  counter: 'care-fr-counter',
  choice: 'care-fr-choice',
  choiceInput: 'care-fr-choice-input',
  switch: 'care-fr-switch',
  color: 'care-fr-color',
  code: 'care-fr-code',
  swatch: 'care-fr-swatch',
  row: 'care-fr-row',
  joined: 'care-fr-joined',
  addon: 'care-fr-addon',
  combo: 'care-fr-combo',
  listbox: 'care-fr-listbox',
  option: 'care-fr-option',
  chips: 'care-fr-chips',
  chip: 'care-fr-chip',
  chipRemove: 'care-fr-chip-remove',
  status: 'care-fr-status',
  term: 'care-fr-term',
  value: 'care-fr-value',
  strong: 'care-fr-strong',
  srOnly: 'care-fr-sr-only',
} as const;

const SIZES: readonly FieldSize[] = ['sm', 'md', 'lg', 'xl'];

/** The class of a part at a field size (text, input and button parts scale). */
export function sized(
  part: 'text' | 'input' | 'textarea' | 'button' | 'ghostButton' | 'value',
  size: FieldSize,
): string {
  return `care-fr-${part}--${size}`;
}

/** Larger reading text for the larger field sizes. */
const VALUE_TEXT_STYLE: Record<FieldSize, string> = { sm: 'sm', md: 'md', lg: 'lg', xl: 'lg' };
const BUTTON_SIZE: Record<FieldSize, string> = { sm: 'sm', md: 'md', lg: 'lg', xl: 'xl' };

const focusRing = {
  outlineWidth: '2px',
  outlineStyle: 'solid',
  outlineColor: 'var(--chakra-colors-care-primary)',
  outlineOffset: '2px',
} as const;

/** The renderer's rules for a Chakra system (tokens become the system's CSS variables), unscoped. */
function formStyleSheet(system: SystemContext): CSSObject {
  const css = (style: SystemStyleObject) => system.css(style) as CSSObject;
  const c = FORM_CLASSES;
  const input = system.getRecipeFn('input') as (props: { size: FieldSize }) => CSSObject;
  const textarea = system.getRecipeFn('textarea') as (props: { size: FieldSize }) => CSSObject;
  const button = system.getRecipeFn('button') as (props: {
    size: string;
    variant: string;
  }) => CSSObject;
  const sheet: Record<string, CSSObject> = {
    [`.${c.form}`]: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
    [`.${c.list}`]: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
    [`.${c.viewList}`]: css({ display: 'flex', flexDirection: 'column', gap: '3', margin: '0' }),
    // Fields off screen are neither laid out nor painted until scrolled to (they stay in the
    // DOM and the accessibility tree: tab order, find in page and screen readers see them all).
    // In edit mode they go by chunks of a few fields: the browser's form autofill inspects every
    // field on each keystroke, which costs one forced layout per skipped box. A chunk with focus
    // keeps layout containment (typing lays out that chunk only) but paints whole, so that focus
    // rings and pop-up lists are not clipped.
    [`.${c.chunk}, .${c.viewList} > *`]: {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 4.5rem',
    },
    [`.${c.chunk}`]: {
      display: 'flex',
      flexDirection: 'column',
      gap: 'var(--chakra-spacing-4)',
      containIntrinsicSize: 'auto 36rem',
      // Room for focus rings inside the painted box.
      padding: '0.25rem',
      margin: '-0.25rem',
      '&:focus-within': { contentVisibility: 'visible', contain: 'layout style' },
    },
    [`.${c.category}`]: css({
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l3',
      paddingInline: '4',
      paddingBottom: '4',
      paddingTop: '2',
      margin: '0',
      minWidth: '0',
    }),
    [`.${c.categoryLegend}`]: css({ paddingInline: '1', textStyle: 'lg', fontWeight: 'semibold' }),
    [`.${c.section}`]: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
    [`.${c.heading}`]: css({ textStyle: 'lg', fontWeight: 'semibold', margin: '0' }),
    [`.${c.field}`]: css({ display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' }),
    [`.${c.group}`]: css({
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      width: 'full',
      minWidth: '0',
      border: '0',
      padding: '0',
      margin: '0',
    }),
    [`.${c.legend}`]: css({
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      padding: '0',
      marginBottom: '1.5',
      fontWeight: 'medium',
    }),
    [`.${c.label}`]: css({
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      fontWeight: 'medium',
      width: 'fit-content',
    }),
    [`[data-vip] > .${c.label}, [data-vip] > .${c.legend}, [data-vip] > .${c.term}`]: css({
      fontWeight: 'bold',
    }),
    // Chakra's fg.error (red.500) is under 4:1 on white: the theme's AA-readable red.
    [`.${c.required}`]: css({ color: 'care.error.fg', lineHeight: '1' }),
    [`.${c.helper}`]: css({ textStyle: 'sm', color: 'fg.muted' }),
    [`.${c.error}`]: css({
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'care.error.fg',
      margin: '0',
    }),
    [`.${c.below}`]: css({
      display: 'flex',
      gap: '3',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
    }),
    [`.${c.counter}`]: css({
      textStyle: 'sm',
      textAlign: 'end',
      flexShrink: 0,
      fontVariantNumeric: 'tabular-nums',
      color: 'fg.muted',
    }),
    [`.${c.counter}[data-level="caution"]`]: css({
      color: 'care.counter.caution',
      fontWeight: 'semibold',
    }),
    [`.${c.counter}[data-level="high"]`]: css({
      color: 'care.counter.high',
      fontWeight: 'semibold',
    }),
    [`.${c.counter}[data-level="limit"]`]: css({
      color: 'care.counter.limit',
      fontWeight: 'semibold',
    }),
    [`.${c.choice}`]: css({
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '8',
      cursor: 'pointer',
      width: 'fit-content',
    }),
    [`.${c.choiceInput}`]: {
      width: '1.25rem',
      height: '1.25rem',
      margin: 0,
      flexShrink: 0,
      cursor: 'pointer',
      accentColor: 'var(--chakra-colors-care-primary)',
      '&:focus-visible': focusRing,
    },
    // One element: the track is the input, the knob its ::before.
    [`.${c.switch}`]: css({
      appearance: 'none',
      position: 'relative',
      flexShrink: 0,
      width: '11',
      height: '6',
      margin: '0',
      borderRadius: 'full',
      bg: 'gray.500',
      cursor: 'pointer',
      transition: 'background-color 0.15s',
      _before: {
        content: '""',
        position: 'absolute',
        top: '0.5',
        left: '0.5',
        width: '5',
        height: '5',
        borderRadius: 'full',
        bg: 'white',
        transition: 'transform 0.15s',
      },
      _checked: {
        bg: 'care.primary',
        _before: { transform: 'translateX(1.25rem)', bg: 'care.primary.contrast' },
      },
      _focusVisible: focusRing,
      _motionReduce: { transition: 'none', _before: { transition: 'none' } },
    }),
    [`.${c.color}`]: css({
      width: '14',
      height: '10',
      padding: '1',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'l2',
      bg: 'transparent',
      cursor: 'pointer',
      _focusVisible: focusRing,
    }),
    [`.${c.code}`]: css({ fontFamily: 'mono', textStyle: 'sm' }),
    [`.${c.swatch}`]: css({
      display: 'inline-block',
      width: '5',
      height: '5',
      borderRadius: 'l1',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      verticalAlign: 'middle',
      marginEnd: '2',
    }),
    [`.${c.row}`]: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
    [`.${c.joined}`]: css({ display: 'flex', alignItems: 'stretch', width: 'full' }),
    [`.${c.joined} > input`]: css({ borderEndRadius: '0', flex: '1' }),
    [`.${c.addon}`]: css({
      display: 'flex',
      alignItems: 'center',
      paddingInline: '3',
      borderWidth: '1px',
      borderStartWidth: '0',
      borderColor: 'border',
      borderEndRadius: 'l2',
      bg: 'bg.muted',
      textStyle: 'sm',
      whiteSpace: 'nowrap',
    }),
    [`.${c.combo}`]: css({ position: 'relative', width: 'full' }),
    [`.${c.listbox}`]: css({
      position: 'absolute',
      zIndex: 'dropdown',
      insetInline: '0',
      top: 'calc(100% + 4px)',
      maxHeight: '64',
      overflowY: 'auto',
      margin: '0',
      padding: '1',
      listStyleType: 'none',
      bg: 'bg.panel',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      boxShadow: 'md',
    }),
    [`.${c.option}`]: css({
      paddingInline: '3',
      paddingBlock: '2',
      minHeight: '10',
      display: 'flex',
      alignItems: 'center',
      borderRadius: 'l1',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      '&[data-active]': { bg: 'bg.emphasized' },
    }),
    [`.${c.chips}`]: css({
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      listStyleType: 'none',
      padding: '0',
      margin: '0',
    }),
    [`.${c.chip}`]: css({
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      paddingStart: '3',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      textStyle: 'sm',
    }),
    [`.${c.chipRemove}`]: css({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: '6',
      height: '6',
      borderRadius: 'full',
      bg: 'transparent',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      _focusVisible: focusRing,
    }),
    [`.${c.status}`]: css({ textStyle: 'sm', color: 'fg.muted', margin: '0' }),
    [`.${c.status}:empty`]: { display: 'none' },
    [`.${c.term}`]: css({ color: 'fg.muted', fontWeight: 'medium' }),
    [`.${c.value}`]: css({ margin: '0', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }),
    [`.${c.strong}`]: css({ fontWeight: 'semibold', margin: '0' }),
    [`.${c.srOnly}`]: css({ srOnly: true }),
  };
  for (const size of SIZES) {
    sheet[`.${sized('text', size)}`] = css({ textStyle: LABEL_TEXT_STYLE[size] });
    sheet[`.${sized('value', size)}`] = css({ textStyle: VALUE_TEXT_STYLE[size] });
    sheet[`.${sized('input', size)}`] = input({ size });
    sheet[`.${sized('textarea', size)}`] = textarea({ size });
    sheet[`.${sized('button', size)}`] = button({ size: BUTTON_SIZE[size], variant: 'outline' });
    sheet[`.${sized('ghostButton', size)}`] = button({ size: BUTTON_SIZE[size], variant: 'ghost' });
  }
  return sheet;
}

/** A selector of the sheet scoped to the form: the form itself is `&`, its parts below it. */
function scoped(selector: string): string {
  return selector
    .split(',')
    .map((part) => part.trim())
    .map((part) => (part === `.${FORM_CLASSES.form}` ? '&' : `& ${part}`))
    .join(', ');
}

const serialized = new WeakMap<SystemContext, SerializedStyles>();

/**
 * The renderer's rules for a Chakra system, scoped to the form's class and serialized once per
 * system: the `<form>` carries them as one class, which Emotion inserts once and keeps, so a form
 * mounted again (a drawer reopened) inserts nothing, and two forms share the rules.
 */
export function formStyles(system: SystemContext): SerializedStyles {
  let styles = serialized.get(system);
  if (!styles) {
    const sheet = formStyleSheet(system);
    const nested: CSSObject = {};
    for (const [selector, rules] of Object.entries(sheet)) nested[scoped(selector)] = rules;
    styles = serialize(nested);
    serialized.set(system, styles);
  }
  return styles;
}
