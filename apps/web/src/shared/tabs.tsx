import { chakra, Flex } from '@chakra-ui/react';
import { Activity, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** A tab of {@link Tabs}. */
export interface TabItem<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly panel: ReactNode;
}

const NEXT: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between tabs,
 * Tab goes into the panel. Controlled: the caller keeps the selected tab (the Settings page in
 * the query string, the document drawer in its state). Drawn without Chakra's Tabs so its styles
 * do not weigh on every first load (the app's Chakra system carries only the recipes it needs).
 * The tab list scrolls sideways when the tabs do not fit (a drawer on a phone).
 */
export function Tabs<T extends string>(props: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** The pointer is over a tab or pressed on it: a moment before a click may choose it. */
  onIntent?: (value: T) => void;
  /**
   * Tabs whose panels stay rendered while another is selected ({@link KeptPanels}): a tab
   * rendered ahead shows at once when chosen, and one chosen before keeps its state (a filter,
   * a scroll, a half-typed form) (docs/behaviour/guest-chart.md#tabs-rendered-ahead).
   */
  mounted?: readonly T[];
  /** Of `mounted`, the tabs never shown yet: laid out unseen ({@link KeptPanels}). */
  ahead?: readonly T[];
}) {
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const { tabs, selected, onSelect } = props;
  const move = (event: KeyboardEvent, index: number) => {
    const next = NEXT[event.key]?.(index, tabs.length - 1);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    refs.current.get(tab.value)?.focus();
  };
  const current = tabs.find((tab) => tab.value === selected) ?? tabs[0];
  return (
    <div>
      <Flex
        role="tablist"
        aria-label={props.label}
        gap="1"
        borderBottomWidth="1px"
        mb="5"
        overflowX="auto"
      >
        {tabs.map((tab, index) => {
          const active = tab === current;
          return (
            <chakra.button
              key={tab.value}
              ref={(element: HTMLButtonElement | null) => {
                if (element) refs.current.set(tab.value, element);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              onPointerEnter={() => props.onIntent?.(tab.value)}
              onPointerDown={() => props.onIntent?.(tab.value)}
              onKeyDown={(event) => move(event, index)}
              px="4"
              py="2"
              mb="-1px"
              whiteSpace="nowrap"
              fontWeight="semibold"
              color={active ? 'care.primary.fg' : 'fg.muted'}
              borderBottomWidth="3px"
              borderColor={active ? 'care.primary' : 'transparent'}
              cursor="pointer"
              _hover={{ color: 'fg' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'care.primary',
                outlineOffset: '-2px',
              }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Flex>
      <KeptPanels
        items={tabs}
        selected={current}
        kept={props.mounted}
        ahead={props.ahead}
        keyOf={(tab) => tab.value}
        render={(tab) => (
          <div
            role="tabpanel"
            id={`${id}-panel-${tab.value}`}
            aria-labelledby={`${id}-tab-${tab.value}`}
          >
            {tab.panel}
          </div>
        )}
      />
    </div>
  );
}

/**
 * A panel laid out ahead: in the page's layout at its panel's width, so what it draws is drawn,
 * but unseen (clipped, invisible), out of the accessibility tree and of the Tab order (`inert`).
 */
const AHEAD_STYLE = {
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
} as const;

/**
 * The selected item's panel, and beside it the kept items' panels
 * (docs/behaviour/guest-chart.md#tabs-rendered-ahead): those never shown yet (`ahead`) laid out
 * unseen with their effects running, so that the first showing only reveals them; the others
 * hidden (React's `Activity`: not displayed, their effects stopped), so that showing one again
 * keeps its state.
 */
export function KeptPanels<T>(props: {
  items: readonly T[];
  selected: T | undefined;
  kept: readonly string[] | undefined;
  /** Kept items not shown yet. */
  ahead?: readonly string[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  const { selected, kept, ahead, keyOf } = props;
  return (
    <chakra.div position="relative">
      {props.items
        .filter((item) => item === selected || kept?.includes(keyOf(item)))
        .map((item) => {
          const key = keyOf(item);
          const unseen = item !== selected && ahead?.includes(key) === true;
          return (
            <Activity key={key} mode={item === selected || unseen ? 'visible' : 'hidden'}>
              <div style={unseen ? AHEAD_STYLE : undefined} inert={unseen}>
                {props.render(item)}
              </div>
            </Activity>
          );
        })}
    </chakra.div>
  );
}
