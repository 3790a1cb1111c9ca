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
   * Tabs whose panels stay rendered while another is selected, hidden (React's `Activity`): a
   * tab rendered ahead shows at once when chosen, and one chosen before keeps its state (a
   * filter, a scroll, a half-typed form). Their effects stop while hidden
   * (docs/behaviour/guest-chart.md#performance).
   */
  mounted?: readonly T[];
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
 * The selected item's panel, and beside it the kept items' panels rendered hidden (React's
 * `Activity`: not displayed, out of the accessibility tree, their effects stopped), so that
 * showing one again keeps its state (docs/behaviour/guest-chart.md#tabs-rendered-ahead).
 */
export function KeptPanels<T>(props: {
  items: readonly T[];
  selected: T | undefined;
  kept: readonly string[] | undefined;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  const { selected, kept, keyOf } = props;
  return props.items
    .filter((item) => item === selected || kept?.includes(keyOf(item)))
    .map((item) => (
      <Activity key={keyOf(item)} mode={item === selected ? 'visible' : 'hidden'}>
        {props.render(item)}
      </Activity>
    ));
}
