import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { css as serialize, type CSSObject, type SerializedStyles } from '@emotion/react';
import { TABLE_CELL } from '../../../shared/data-table';

/**
 * Class names of the parts of a round's rows. The round mounts rows as the nurse tabs down the
 * group (six at a time, in the scroll's frame): each row is plain HTML with these classes, not a
 * dozen Chakra elements whose styles are resolved and hashed on every mount; the rules are built
 * once per Chakra system from the theme's tokens and the input and native-select recipes, as the
 * form renderer of @care/ui does (docs/performance.md#round-entry).
 */
export const ROUND_CLASSES = {
  table: 'care-round',
  name: 'care-round-name',
  room: 'care-round-room',
  field: 'care-round-field',
  input: 'care-round-input',
  error: 'care-round-error',
  select: 'care-round-select',
  selectField: 'care-round-select-field',
  indicator: 'care-round-indicator',
} as const;

type SlotStyles = Record<string, CSSObject>;

/** The rules of the rows' parts for a Chakra system, each under the table's own class. */
function roundSheet(system: SystemContext): CSSObject {
  const css = (style: SystemStyleObject) => system.css(style) as CSSObject;
  const c = ROUND_CLASSES;
  const input = system.getRecipeFn('input') as (props: { size: string }) => CSSObject;
  const field = (system.getSlotRecipeFn('field') as (props: object) => SlotStyles)({});
  const select = (system.getSlotRecipeFn('nativeSelect') as (props: object) => SlotStyles)({});
  return {
    '& td': css(TABLE_CELL),
    [`& .${c.name}`]: css({ fontWeight: 'semibold' }),
    [`& .${c.room}`]: css({ textStyle: 'sm', color: 'fg.muted' }),
    [`& .${c.field}`]: field.root ?? {},
    [`& .${c.input}`]: input({ size: 'sm' }),
    // Chakra's fg.error (red.500) is under 4:1 on white: the theme's AA-readable red.
    [`& .${c.error}`]: { ...field.errorText, ...css({ color: 'care.error.fg' }) },
    [`& .${c.select}`]: { ...select.root, width: 'auto' },
    [`& .${c.selectField}`]: select.field ?? {},
    [`& .${c.indicator}`]: select.indicator ?? {},
  };
}

const serialized = new WeakMap<SystemContext, SerializedStyles>();

/** The rows' rules for a Chakra system, serialized once per system: the table carries them. */
export function roundTableStyles(system: SystemContext): SerializedStyles {
  let styles = serialized.get(system);
  if (!styles) {
    styles = serialize(roundSheet(system));
    serialized.set(system, styles);
  }
  return styles;
}
