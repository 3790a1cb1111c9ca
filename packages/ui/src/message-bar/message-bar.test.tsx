import { act, renderHook, screen, within } from '@testing-library/react';
import { createRef, useImperativeHandle, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { MessageBarProvider, type MessageBarProviderProps } from './message-bar-provider';
import type { MessageBarApi } from './message-bar-types';
import { readableTextOn } from './readable-text';
import { useMessageBar } from './use-message-bar';

function Grab({ apiRef }: { apiRef: RefObject<MessageBarApi | null> }) {
  const api = useMessageBar();
  useImperativeHandle(apiRef, () => api, [api]);
  return <button type="button">Somewhere in the app</button>;
}

function setup(props: Partial<MessageBarProviderProps> = {}) {
  const apiRef = createRef<MessageBarApi>();
  const result = renderUi(
    <MessageBarProvider dismissLabel="Dismiss message" {...props}>
      <Grab apiRef={apiRef} />
    </MessageBarProvider>,
    { user: { delay: null } },
  );
  const api = () => {
    if (!apiRef.current) throw new Error('no api');
    return apiRef.current;
  };
  /** Calls the API as the app would, from an event or a mutation callback. */
  const call = <T,>(fn: (api: MessageBarApi) => T): T => {
    let value: T | undefined;
    act(() => {
      value = fn(api());
    });
    return value as T;
  };
  return { ...result, call };
}

const bar = (name: string) => screen.getByRole('group', { name });
const queryBar = (name: string) => screen.queryByRole('group', { name });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('MessageBarProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Testing Library flushes user events with a setTimeout(0) it only advances when it sees
    // Jest's fake timers; this lets it advance Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has both live regions in the page before the first message', () => {
    setup();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('log')).toBeEmptyDOMElement();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });

  it('puts the bars in a named region while any is shown, when given a label', () => {
    const { call } = setup({ label: 'Messages' });
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    call((api) => api.notify.info('A new message has arrived.'));
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(within(region).getByRole('group', { name: /A new message has arrived/ })).toBeVisible();
  });

  it('shows a success message for 2 seconds and announces it politely', () => {
    const { call } = setup();
    const id = call((api) => api.notify.success('Document saved', { title: 'Done' }));
    expect(id).toEqual(expect.any(String));
    expect(bar('Done Document saved')).toBeVisible();
    expect(screen.getByRole('log')).toHaveTextContent('Done' + 'Document saved');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    advance(1999);
    expect(bar('Done Document saved')).toBeInTheDocument();
    advance(1);
    expect(queryBar('Done Document saved')).not.toBeInTheDocument();
    expect(screen.getByRole('log')).toBeEmptyDOMElement();
  });

  it('announces errors assertively and keeps other kinds for 5 seconds', () => {
    const { call } = setup();
    call((api) => api.notify.error('The document could not be saved'));
    call((api) => api.notify.warning('Attachment too large'));
    call((api) => api.notify.info('New version available'));
    expect(screen.getByRole('alert')).toHaveTextContent('The document could not be saved');
    expect(screen.getByRole('log').textContent).toMatch(/Attachment too large.*New version/);
    advance(4999);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    advance(1);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('takes its durations from the provider and from each message', () => {
    const { call } = setup({ duration: 1000, successDuration: 500 });
    call((api) => api.notify.success('Saved'));
    call((api) => api.notify.info('Synchronised'));
    call((api) => api.notify.warning('Check the date', { duration: 3000 }));
    advance(500);
    expect(queryBar('Saved')).not.toBeInTheDocument();
    advance(500);
    expect(queryBar('Synchronised')).not.toBeInTheDocument();
    expect(bar('Check the date')).toBeInTheDocument();
    advance(2000);
    expect(queryBar('Check the date')).not.toBeInTheDocument();
  });

  it('keeps a message with duration null until it is dismissed', async () => {
    const { call, user } = setup();
    call((api) => api.notify.error('Connection lost', { duration: null }));
    advance(60_000);
    await user.click(
      within(bar('Connection lost')).getByRole('button', { name: 'Dismiss message' }),
    );
    expect(queryBar('Connection lost')).not.toBeInTheDocument();
  });

  it('pauses while the pointer is on a bar and resumes with the time left', async () => {
    const { call, user } = setup();
    call((api) => api.notify.info('Read me slowly'));
    advance(3000);
    await user.hover(bar('Read me slowly'));
    advance(30_000);
    expect(bar('Read me slowly')).toBeInTheDocument();
    await user.unhover(bar('Read me slowly'));
    advance(1999);
    expect(bar('Read me slowly')).toBeInTheDocument();
    advance(1);
    expect(queryBar('Read me slowly')).not.toBeInTheDocument();
  });

  it('pauses every bar while focus is in one', async () => {
    const { call, user } = setup();
    call((api) => api.notify.info('First'));
    call((api) => api.notify.info('Second'));
    await user.tab(); // the app's button
    await user.tab();
    expect(within(bar('First')).getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    advance(30_000);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Somewhere in the app' }));
    advance(5000);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('shows three at once and queues the rest, announcing each when it appears', async () => {
    const { call, user } = setup();
    for (const n of [1, 2, 3, 4, 5]) call((api) => api.notify.info(`Message ${n}`));
    expect(screen.getAllByRole('group').map((g) => g.textContent)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    expect(screen.getByRole('log')).not.toHaveTextContent('Message 4');
    await user.click(within(bar('Message 2')).getByRole('button', { name: 'Dismiss message' }));
    expect(bar('Message 4')).toBeVisible();
    expect(screen.getByRole('log')).toHaveTextContent('Message 4');
    // The queued message gets its full time from when it appears.
    advance(5000);
    expect(screen.queryAllByRole('group')).toHaveLength(1);
    expect(bar('Message 5')).toBeInTheDocument();
  });

  it('honours a different maximum', () => {
    const { call } = setup({ max: 1 });
    call((api) => api.notify.info('One'));
    call((api) => api.notify.info('Two'));
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('closes the focused bar with Escape and keeps keyboard users in place', async () => {
    const { call, user } = setup();
    call((api) => api.notify.warning('First'));
    call((api) => api.notify.warning('Second'));
    await user.tab();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(queryBar('First')).not.toBeInTheDocument();
    expect(within(bar('Second')).getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    // Back where the user came from.
    expect(screen.getByRole('button', { name: 'Somewhere in the app' })).toHaveFocus();
  });

  it('runs the action and closes the bar', async () => {
    const { call, user } = setup();
    const onClick = vi.fn();
    call((api) =>
      api.notify.notification('Maria Rossi arrived', { action: { label: 'Open', onClick } }),
    );
    await user.click(within(bar('Maria Rossi arrived')).getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(queryBar('Maria Rossi arrived')).not.toBeInTheDocument();
  });

  it('dismisses by id, and replaces a message that reuses an id', () => {
    const { call } = setup();
    const id = call((api) => api.notify.error('Try again (1)', { id: 'save-error' }));
    expect(id).toBe('save-error');
    advance(4000);
    call((api) => api.notify.error('Try again (2)', { id: 'save-error' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Try again (2)');
    advance(4000); // the replacement has its own 5 seconds
    expect(bar('Try again (2)')).toBeInTheDocument();
    call((api) => api.dismiss('save-error'));
    expect(queryBar('Try again (2)')).not.toBeInTheDocument();
  });

  it('keeps a replacement when the message it replaces runs out before the screen updates', () => {
    const { call } = setup();
    call((api) => api.notify.success('The entry is saved.', { id: 'save', duration: 5000 }));
    advance(4999);
    // The new text arrives, and the old bar's last millisecond passes before React draws again.
    act(() => {
      call((api) => api.notify.success('The entry is corrected.', { id: 'save', duration: 5000 }));
      vi.advanceTimersByTime(1);
    });
    expect(bar('The entry is corrected.')).toBeVisible();
    advance(4999);
    expect(bar('The entry is corrected.')).toBeInTheDocument();
    advance(1);
    expect(queryBar('The entry is corrected.')).not.toBeInTheDocument();
  });

  it('dismisses everything, queued messages included', () => {
    const { call } = setup();
    for (const n of [1, 2, 3, 4]) call((api) => api.notify.info(`Message ${n}`));
    call((api) => api.dismissAll());
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    advance(10_000);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('marks each bar with its type, for an icon and colour of its own', () => {
    const { call } = setup();
    call((api) => api.notify.notification('Visit at 3 pm', { color: '#7B1FA2' }));
    expect(bar('Visit at 3 pm')).toHaveAttribute('data-type', 'notification');
  });
});

describe('useMessageBar', () => {
  it('explains when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useMessageBar())).toThrow(/MessageBarProvider/);
    vi.restoreAllMocks();
  });
});

describe('readableTextOn', () => {
  it('picks black or white text, whichever reads better on the colour', () => {
    expect(readableTextOn('#FFA000')).toBe('#000000'); // spec warning
    expect(readableTextOn('#0659BD')).toBe('#ffffff'); // spec info
    expect(readableTextOn('#7b1fa2')).toBe('#ffffff');
    expect(readableTextOn('#ff0')).toBe('#000000');
  });

  it('ignores what is not a hex colour', () => {
    expect(readableTextOn('purple')).toBeUndefined();
    expect(readableTextOn('rgb(0 0 0)')).toBeUndefined();
  });
});
