import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import {
  Autocomplete,
  type AutocompleteMultipleProps,
  type AutocompleteSingleProps,
} from './autocomplete';
import type { OptionId } from './search-scheduler';

interface Guest {
  id: OptionId;
  name?: string;
  room?: string;
}

const GUESTS: Guest[] = [
  { id: 1, name: 'Anna Rossi', room: '12' },
  { id: 2, name: 'Marco Rossini', room: '14' },
  { id: 3, name: 'Giulia Rossetti', room: '3' },
  { id: 4, name: 'Luca Bianchi', room: '7' },
];

const matching = (query: string) =>
  GUESTS.filter((g) => g.name?.toLowerCase().includes(query.toLowerCase()));

const TEXTS = {
  label: 'Guest',
  searchingText: 'Searching…',
  noDataFoundText: 'No data found',
  searchErrorText: 'The search failed',
  resultCountText: (n: number) => `${n} suggestions`,
  selectedText: (label: string) => `${label} selected`,
  removedText: (label: string) => `${label} removed`,
};

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (options: Guest[]) => void;
  reject: (error: unknown) => void;
}

/** A search whose answers the test gives by hand. */
function manualSearch() {
  const calls: Call[] = [];
  const search = vi.fn(
    (query: string, { signal }: { signal: AbortSignal }) =>
      new Promise<Guest[]>((resolve, reject) => calls.push({ query, signal, resolve, reject })),
  );
  const call = (index: number): Call => {
    const found = calls[index];
    if (!found) throw new Error(`no search call #${index}`);
    return found;
  };
  return { search, calls, call };
}

/** A search answering from GUESTS after `latency` ms. */
function delayedSearch(latency = 100) {
  return vi.fn(
    (query: string) =>
      new Promise<Guest[]>((resolve) => setTimeout(() => resolve(matching(query)), latency)),
  );
}

type SingleProps = Omit<AutocompleteSingleProps<Guest>, keyof typeof TEXTS | 'value' | 'onChange'> &
  Partial<typeof TEXTS>;

function Single({
  initialValue = null,
  onChange,
  ...props
}: SingleProps & { initialValue?: Guest | null; onChange?: (value: Guest | null) => void }) {
  const [value, setValue] = useState(initialValue);
  return (
    <Autocomplete<Guest>
      {...TEXTS}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

type MultipleProps = Omit<
  AutocompleteMultipleProps<Guest>,
  keyof typeof TEXTS | 'value' | 'onChange' | 'multiple' | 'removeTagLabel'
> &
  Partial<typeof TEXTS>;

function Multiple({
  initialValue = [],
  onChange,
  ...props
}: MultipleProps & { initialValue?: Guest[]; onChange?: (value: Guest[]) => void }) {
  const [value, setValue] = useState(initialValue);
  return (
    <Autocomplete<Guest>
      {...TEXTS}
      {...props}
      multiple
      removeTagLabel={(label) => `Remove ${label}`}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(ui: React.ReactElement) {
  return renderUi(ui, { user: { advanceTimers: vi.advanceTimersByTime } });
}

/** Lets `ms` of fake time pass, with the promises it settles. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const combobox = () => screen.getByRole('combobox', { name: 'Guest' });
const liveRegion = () => screen.getByRole('status');
/** A message in the suggestion panel (not the live region saying the same). */
const panelMessage = (text: string) =>
  screen.queryByText(text, { ignore: '[role=status], script, style' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // Testing Library drains pending work with a setTimeout(0) that it only advances under Jest's
  // fake timers: this tells it how to advance Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Autocomplete: search timing', () => {
  it('starts searching after 1000 ms of idle typing and sends the request 1500 ms later', async () => {
    const { search } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros');

    await wait(999);
    expect(panelMessage('Searching…')).not.toBeInTheDocument();
    await wait(1);
    expect(panelMessage('Searching…')).toBeVisible();
    expect(search).not.toHaveBeenCalled();

    await wait(1499);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ros', { signal: expect.any(AbortSignal) });
  });

  it('starts over when typing resumes, in either delay', async () => {
    const { search } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ro');
    await wait(900);
    await user.type(combobox(), 's');
    await wait(2000); // searching started 1000 ms after "s"; the request is still 500 ms away
    await user.type(combobox(), 's');
    await wait(2499);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search.mock.calls.map(([query]) => query)).toEqual(['ross']);
  });

  it('honours idleMs and requestDelayMs', async () => {
    const { search } = manualSearch();
    const { user } = setup(<Single search={search} idleMs={200} requestDelayMs={300} />);
    await user.type(combobox(), 'ros');
    await wait(499);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('searches at once on Enter, and only once', async () => {
    const { search } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros{Enter}');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ros', { signal: expect.any(AbortSignal) });
    await user.keyboard('{Enter}');
    await wait(5000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('never searches blank text, by waiting or by Enter', async () => {
    const { search } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), '   ');
    await wait(5000);
    await user.keyboard('{Enter}');
    await user.type(combobox(), 'r{Backspace}');
    await wait(5000);
    expect(search).not.toHaveBeenCalled();
    expect(panelMessage('Searching…')).not.toBeInTheDocument();
  });

  it('sends the query trimmed', async () => {
    const { search } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), '  ros {Enter}');
    expect(search).toHaveBeenCalledWith('ros', expect.anything());
  });
});

describe('Autocomplete: answers', () => {
  it('lists the suggestions and announces how many there are', async () => {
    const { user } = setup(<Single search={delayedSearch(100)} />);
    await user.type(combobox(), 'ross{Enter}');
    await wait(100);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Anna Rossi', 'Marco Rossini', 'Giulia Rossetti']);
    expect(liveRegion()).toHaveTextContent('3 suggestions');
  });

  it('aborts the request under way when the query changes', async () => {
    const { search, call } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros{Enter}');
    expect(call(0).signal.aborted).toBe(false);
    await user.type(combobox(), 's');
    expect(call(0).signal.aborted).toBe(true);
  });

  it('never shows an answer to an outdated query, even from a search that ignores its signal', async () => {
    const { search, call } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros{Enter}');
    await user.type(combobox(), 'si{Enter}');

    // The old answer arrives first: nothing is shown, the new search is still under way.
    await act(async () => call(0).resolve([GUESTS[3] as Guest]));
    expect(optionNames()).toEqual([]);
    expect(panelMessage('Searching…')).toBeVisible();

    await act(async () => call(1).resolve(matching('rossi')));
    expect(optionNames()).toEqual(['Anna Rossi', 'Marco Rossini']);

    // ... or after the new one: still ignored.
    await user.type(combobox(), 'n{Enter}');
    await act(async () => call(2).resolve(matching('rossin')));
    await act(async () => call(1).resolve([GUESTS[3] as Guest]));
    expect(optionNames()).toEqual(['Marco Rossini']);
  });

  it('ignores a rejection of an aborted request', async () => {
    const { search, call } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros{Enter}');
    await user.type(combobox(), 's{Enter}');
    await act(async () => call(0).reject(new DOMException('aborted', 'AbortError')));
    expect(panelMessage('The search failed')).not.toBeInTheDocument();
    expect(panelMessage('Searching…')).toBeVisible();
  });

  it('shows and announces the no-data text when nothing is found', async () => {
    const { user } = setup(<Single search={delayedSearch(50)} />);
    await user.type(combobox(), 'zzz{Enter}');
    await wait(50);
    expect(panelMessage('No data found')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('No data found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the error text when the search fails, and tries again on Enter', async () => {
    const { search, call } = manualSearch();
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros{Enter}');
    await act(async () => call(0).reject(new Error('503')));
    expect(panelMessage('The search failed')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('The search failed');

    await user.keyboard('{Enter}');
    expect(search).toHaveBeenCalledTimes(2);
    await act(async () => call(1).resolve(matching('ros')));
    expect(optionNames()).toHaveLength(3);
  });

  it('a search that throws is a failed search', async () => {
    const search = vi.fn(() => {
      throw new Error('bad');
    });
    const { user } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros{Enter}');
    await wait(0);
    expect(panelMessage('The search failed')).toBeVisible();
  });

  it('aborts the request under way on unmount', async () => {
    const { search, call } = manualSearch();
    const { user, unmount } = setup(<Single search={search} />);
    await user.type(combobox(), 'ros{Enter}');
    unmount();
    expect(call(0).signal.aborted).toBe(true);
  });
});

describe('Autocomplete: combobox and keyboard', () => {
  it('follows the ARIA 1.2 combobox pattern', async () => {
    const { user } = setup(<Single search={delayedSearch(0)} />);
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listboxId = input.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();

    await user.type(input, 'ross{Enter}');
    await wait(0);
    const listbox = screen.getByRole('listbox', { name: 'Guest' });
    expect(listbox).toHaveAttribute('id', listboxId);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
  });

  it('moves through the options with the arrows, Home and End, and Enter selects', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Single search={delayedSearch(0)} onChange={onChange} />);
    const input = combobox();
    await user.type(input, 'ross{Enter}');
    await wait(0);
    const options = screen.getAllByRole('option');
    const active = () => input.getAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2]?.id); // stops at the last
    await user.keyboard('{Home}');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{End}');
    expect(active()).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[1]?.id);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(GUESTS[1]);
    expect(input).toHaveValue('Marco Rossini');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(liveRegion()).toHaveTextContent('Marco Rossini selected');
  });

  it('marks the selected option', async () => {
    const { user } = setup(<Single search={delayedSearch(0)} initialValue={GUESTS[0]} />);
    await user.type(combobox(), '{Backspace}{Enter}'); // searches "Anna Ross"
    await wait(0);
    expect(screen.getByRole('option', { name: 'Anna Rossi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('ArrowDown opens the list again after Escape', async () => {
    const { user } = setup(<Single search={delayedSearch(0)} />);
    await user.type(combobox(), 'ross{Enter}');
    await wait(0);
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('ross');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(
      screen.getAllByRole('option')[0]?.id,
    );
  });

  it('Escape closes the list; a second Escape clears the field and the value', async () => {
    const onChange = vi.fn();
    const onOuterKeyDown = vi.fn();
    const { user } = setup(
      // A drawer around the field must not close on the Escapes the field uses.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => event.key === 'Escape' && onOuterKeyDown()}>
        <Single search={delayedSearch(0)} initialValue={GUESTS[0]} onChange={onChange} />
      </div>,
    );
    await user.type(combobox(), '{Enter}'); // the selected label is not a query
    expect(combobox()).toHaveValue('Anna Rossi');
    await user.type(combobox(), '{Backspace}{Enter}');
    await wait(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Anna Ross');
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(onOuterKeyDown).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onOuterKeyDown).toHaveBeenCalledTimes(1);
  });

  it('selects with a click or tap, keeping focus in the field', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Single search={delayedSearch(0)} onChange={onChange} />);
    await user.type(combobox(), 'bianchi{Enter}');
    await wait(0);
    await user.click(screen.getByRole('option', { name: 'Luca Bianchi' }));
    expect(onChange).toHaveBeenCalledWith(GUESTS[3]);
    expect(combobox()).toHaveValue('Luca Bianchi');
    expect(combobox()).toHaveFocus();
  });

  it('leaving the field drops typed text that is not a value, and the search', async () => {
    const { search } = manualSearch();
    const { user } = setup(
      <>
        <Single search={search} initialValue={GUESTS[0]} />
        <button type="button">Next</button>
      </>,
    );
    await user.type(combobox(), 'x');
    await user.tab();
    expect(combobox()).toHaveValue('Anna Rossi');
    await wait(5000);
    expect(search).not.toHaveBeenCalled();
  });

  it('a clear button empties the field and the value', async () => {
    const onChange = vi.fn();
    const { user } = setup(
      <Single
        search={delayedSearch(0)}
        initialValue={GUESTS[0]}
        onChange={onChange}
        clearLabel="Clear guest"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear guest' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear guest' })).not.toBeInTheDocument();
  });
});

describe('Autocomplete: labels', () => {
  it('shows a custom label field', async () => {
    const onChange = vi.fn();
    const { user } = setup(
      <Single search={delayedSearch(0)} labelField="room" onChange={onChange} label="Room" />,
    );
    const input = screen.getByRole('combobox', { name: 'Room' });
    await user.type(input, 'ross{Enter}');
    await wait(0);
    expect(optionNames()).toEqual(['12', '14', '3']);
    await user.click(screen.getByRole('option', { name: '14' }));
    expect(input).toHaveValue('14');
  });

  it('shows translated labels through formatLabel', async () => {
    const dictionary: Record<string, string> = { 'diet.lowSalt': 'Low-salt diet' };
    const search = vi.fn(async () => [{ id: 'LS', name: 'diet.lowSalt' }]);
    const { user } = setup(
      <Single
        search={search}
        formatLabel={(option) => dictionary[option.name ?? ''] ?? option.name ?? ''}
      />,
    );
    await user.type(combobox(), 'salt{Enter}');
    await wait(0);
    await user.click(screen.getByRole('option', { name: 'Low-salt diet' }));
    expect(combobox()).toHaveValue('Low-salt diet');
  });
});

describe('Autocomplete: multiple', () => {
  it('adds tags, toggles from the list, and removes a tag with its button', async () => {
    const onChange = vi.fn();
    const { user } = setup(<Multiple search={delayedSearch(0)} onChange={onChange} />);
    const input = combobox();
    await user.type(input, 'ross{Enter}');
    await wait(0);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([GUESTS[0]]);
    expect(input).toHaveValue('');
    expect(liveRegion()).toHaveTextContent('Anna Rossi selected');

    await user.type(input, 'ross{Enter}');
    await wait(0);
    expect(screen.getByRole('option', { name: 'Anna Rossi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Giulia Rossetti' }));
    expect(onChange).toHaveBeenLastCalledWith([GUESTS[0], GUESTS[2]]);

    const tags = within(screen.getByRole('list'));
    expect(tags.getAllByRole('listitem').map((t) => t.textContent)).toEqual([
      'Anna Rossi',
      'Giulia Rossetti',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Anna Rossi' }));
    expect(onChange).toHaveBeenLastCalledWith([GUESTS[2]]);
    expect(input).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Anna Rossi removed');

    // Choosing a selected option again removes it.
    await user.type(input, 'ross{Enter}');
    await wait(0);
    await user.click(screen.getByRole('option', { name: 'Giulia Rossetti' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('Backspace in the empty field removes the last tag', async () => {
    const onChange = vi.fn();
    const { user } = setup(
      <Multiple search={delayedSearch(0)} initialValue={GUESTS.slice(0, 2)} onChange={onChange} />,
    );
    await user.type(combobox(), 'a{Backspace}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([GUESTS[0]]);
    expect(liveRegion()).toHaveTextContent('Marco Rossini removed');
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('the second Escape clears the text but keeps the tags', async () => {
    const onChange = vi.fn();
    const { user } = setup(
      <Multiple
        search={delayedSearch(0)}
        initialValue={[GUESTS[0] as Guest]}
        onChange={onChange}
      />,
    );
    await user.type(combobox(), 'ross{Enter}');
    await wait(0);
    await user.keyboard('{Escape}{Escape}');
    expect(combobox()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove Anna Rossi' })).toBeInTheDocument();
  });
});

describe('Autocomplete: values from the server (rehydration)', () => {
  it('shows values that carry their label without looking anything up', () => {
    const resolveValue = vi.fn(async () => []);
    setup(<Single search={delayedSearch()} initialValue={GUESTS[1]} resolveValue={resolveValue} />);
    expect(combobox()).toHaveValue('Marco Rossini');
    expect(resolveValue).not.toHaveBeenCalled();
  });

  it('looks up values that arrive as ids once, and shows their labels', async () => {
    const resolveValue = vi.fn(
      (ids: OptionId[]) =>
        new Promise<Guest[]>((resolve) =>
          setTimeout(() => resolve(GUESTS.filter((g) => ids.includes(g.id))), 200),
        ),
    );
    const onChange = vi.fn();
    const { user } = setup(
      <Multiple
        search={delayedSearch()}
        initialValue={[{ id: 3 }, { id: 1 }]}
        resolveValue={resolveValue}
        onChange={onChange}
      />,
    );
    expect(screen.getAllByText('Searching…', { ignore: '[role=status]' })).toHaveLength(2);
    await wait(200);
    expect(resolveValue).toHaveBeenCalledTimes(1);
    expect(resolveValue).toHaveBeenCalledWith([3, 1], { signal: expect.any(AbortSignal) });
    const tags = screen.getAllByRole('listitem').map((t) => t.textContent);
    expect(tags).toEqual(['Giulia Rossetti', 'Anna Rossi']);

    // The caller receives the resolved options.
    await user.click(screen.getByRole('button', { name: 'Remove Anna Rossi' }));
    expect(onChange).toHaveBeenCalledWith([GUESTS[2]]);
    await wait(1000);
    expect(resolveValue).toHaveBeenCalledTimes(1);
  });

  it('shows a single value looked up by id, and the id of one not found', async () => {
    const resolveValue = vi.fn(async (ids: OptionId[]) => GUESTS.filter((g) => ids.includes(g.id)));
    const { unmount } = setup(
      <Single
        search={delayedSearch()}
        initialValue={{ id: 4 }}
        resolveValue={resolveValue}
        loadingText="Loading…"
      />,
    );
    expect(combobox()).toHaveAttribute('placeholder', 'Loading…');
    expect(combobox()).toHaveAttribute('aria-busy', 'true');
    await wait(0);
    expect(combobox()).toHaveValue('Luca Bianchi');
    expect(combobox()).not.toHaveAttribute('aria-busy');
    unmount();

    setup(
      <Single search={delayedSearch()} initialValue={{ id: 99 }} resolveValue={resolveValue} />,
    );
    await wait(0);
    expect(combobox()).toHaveValue('99');
  });
});

describe('Autocomplete: disabled and read-only', () => {
  it('disabled: no typing, no remove buttons', () => {
    setup(<Multiple search={delayedSearch()} initialValue={[GUESTS[0] as Guest]} disabled />);
    expect(combobox()).toBeDisabled();
    expect(screen.getByText('Anna Rossi')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('read-only: focusable, shows the value, never searches or removes', async () => {
    const search = delayedSearch();
    const onChange = vi.fn();
    const { user } = setup(
      <Multiple search={search} initialValue={[GUESTS[0] as Guest]} onChange={onChange} readOnly />,
    );
    await user.type(combobox(), 'ross{Enter}{Backspace}{Backspace}');
    await wait(5000);
    expect(combobox()).toHaveFocus();
    expect(search).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('labels, helper and error text describe the field', () => {
    setup(
      <Single
        search={delayedSearch()}
        required
        invalid
        helperText="Type part of the name"
        errorText="Choose a guest"
      />,
    );
    const input = screen.getByRole('combobox', { name: /Guest/ });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Type part of the name Choose a guest');
  });
});

describe('Autocomplete: announcements', () => {
  it('says "searching" once per search, never per keystroke, then the count', async () => {
    const said: string[] = [];
    const { user } = setup(<Single search={delayedSearch(300)} />);
    const observer = new MutationObserver(() => said.push(liveRegion().textContent ?? ''));
    observer.observe(liveRegion(), { childList: true, subtree: true, characterData: true });

    await user.type(combobox(), 'r');
    await wait(500);
    await user.type(combobox(), 'o');
    await wait(500);
    await user.type(combobox(), 's');
    await wait(1000); // searching starts
    await user.type(combobox(), 's'); // typing during the request delay
    await wait(1000); // searching again: the region already says so
    await user.type(combobox(), 'i');
    await wait(2500 + 300);
    observer.disconnect();

    expect(said.filter(Boolean)).toEqual(['Searching…', '2 suggestions']);
  });
});
