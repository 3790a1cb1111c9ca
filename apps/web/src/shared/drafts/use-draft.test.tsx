import { useFormRenderer, type FieldDefinition } from '@care/ui';
import { act, renderHook } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftRef, DraftStore } from './draft-store';
import { DRAFT_DEBOUNCE_MS, useDraft } from './use-draft';
import { useFormRendererDraft } from './use-form-renderer-draft';

// The store's drafts, by record. Its `clear` deletes at once but settles only when the test says
// so: the fault injected is an IndexedDB delete whose transaction completes late, as on a busy
// tablet, while the typing pause's timer fires.
const drafts = new Map<string, unknown>();
let releaseClear: () => void = () => undefined;
const store: DraftStore = {
  async save(ref, values, _meta, wanted = () => true) {
    await Promise.resolve();
    if (wanted()) drafts.set(ref.recordId, values);
  },
  // A draft left by an earlier page (another checksum: its fields are matched by name).
  load<Values>(ref: DraftRef) {
    if (!drafts.has(ref.recordId)) return Promise.resolve(null);
    const values = drafts.get(ref.recordId) as Values;
    return Promise.resolve({ values, checksum: 'earlier', serverVersion: null, savedAt: 0 });
  },
  clear(ref) {
    drafts.delete(ref.recordId);
    return new Promise((resolve) => {
      releaseClear = resolve;
    });
  },
  purgeExpired: () => Promise.resolve(0),
  close: () => undefined,
};
vi.mock('./use-draft-store', () => ({ useDraftStore: () => store }));

const fields = ['text'];
const initial = { text: '' };
const render = () =>
  renderHook(
    ({ text }: { text: string }) => {
      // As a form gives them: the same object until a field changes.
      const values = useMemo(() => ({ text }), [text]);
      return useDraft({
        formId: 'diary.entry',
        recordId: 'new-for-1',
        fields,
        initial,
        values,
        dirty: text !== '',
      });
    },
    { initialProps: { text: '' } },
  );

/** How long the lookup of an earlier draft may take to settle (real time). */
const WAIT = { timeout: 20_000, interval: 20 };

/** Types `text` and lets the typing pause pass until the draft holds it. */
async function typeAndKeep(hook: ReturnType<typeof render>, text: string) {
  hook.rerender({ text });
  await vi.waitFor(async () => {
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS));
    expect(drafts.get('new-for-1')).toEqual({ text });
    // The definition's checksum is real WebCrypto work: slow on a busy machine.
  }, WAIT);
}

beforeEach(() => {
  drafts.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('useDraft', () => {
  it('writes what was typed once typing pauses', async () => {
    const hook = render();
    await typeAndKeep(hook, 'Fell in the corridor');
    await typeAndKeep(hook, 'Fell in the corridor, no injury');
  });

  it('a save that clears the draft calls off the write scheduled before it, however slow the clear', async () => {
    const hook = render();
    await typeAndKeep(hook, 'Typed first');
    hook.rerender({ text: 'Typed, then saved at once' });
    let cleared: Promise<void> = Promise.resolve();
    act(() => {
      cleared = hook.result.current.clear();
    });
    // The typing pause ends while the delete is still completing.
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2));
    releaseClear();
    await act(() => cleared);
    expect(drafts.has('new-for-1')).toBe(false);
  });
});

describe('useDraft, when the form goes before typing pauses', () => {
  /** Types once more after a kept draft: the write of `text` is pending (its pause not over). */
  async function typeWithoutPause(text: string) {
    const hook = render();
    await typeAndKeep(hook, 'Ate half');
    hook.rerender({ text });
    return hook;
  }

  /** Lets the write's promises settle without any time passing (no timer may fire). */
  const settle = () => act(() => Promise.resolve().then(() => undefined));

  it('a form closed keeps the last characters typed', async () => {
    const hook = await typeWithoutPause('Ate half of lunch');
    hook.unmount();
    await settle();
    expect(drafts.get('new-for-1')).toEqual({ text: 'Ate half of lunch' });
  });

  it('a page hidden (another app, the tablet locked) keeps them, and writes them once', async () => {
    const saves = vi.spyOn(store, 'save');
    const hook = await typeWithoutPause('Ate half of lunch, refused');
    const before = saves.mock.calls.length;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(drafts.get('new-for-1')).toEqual({ text: 'Ate half of lunch, refused' });
    // The pause then ends, and the form closes: nothing new to write.
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2));
    hook.unmount();
    expect(saves.mock.calls.length).toBe(before + 1);
    vi.restoreAllMocks();
  });

  it('a page left (a reload) keeps them', async () => {
    await typeWithoutPause('Ate half of lunch, refused dessert');
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(drafts.get('new-for-1')).toEqual({ text: 'Ate half of lunch, refused dessert' });
  });

  it('a form saved, then closed at once, leaves no draft', async () => {
    const hook = await typeWithoutPause('Ate all of lunch');
    let cleared: Promise<void> = Promise.resolve();
    act(() => {
      cleared = hook.result.current.clear();
    });
    hook.unmount();
    releaseClear();
    await cleared;
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2));
    expect(drafts.has('new-for-1')).toBe(false);
  });
});

describe('useDraft, while an earlier draft is offered', () => {
  it('what is typed instead of choosing becomes the draft, and Discard keeps it', async () => {
    drafts.set('new-for-1', { text: 'Typed before the reload' });
    const hook = render();
    await vi.waitFor(() => expect(hook.result.current.offer).not.toBeNull(), WAIT);
    await typeAndKeep(hook, 'Typed instead, the offer ignored');
    expect(hook.result.current.offer?.values).toEqual({ text: 'Typed before the reload' });

    act(() => hook.result.current.discard());
    releaseClear();
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS));
    expect(hook.result.current.offer).toBeNull();
    expect(drafts.get('new-for-1')).toEqual({ text: 'Typed instead, the offer ignored' });
  });

  it('nothing is written while the form holds what it loaded', async () => {
    drafts.set('new-for-1', { text: 'Typed before the reload' });
    const saves = vi.spyOn(store, 'save');
    const hook = render();
    await vi.waitFor(() => expect(hook.result.current.offer).not.toBeNull(), WAIT);
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2));
    hook.unmount();
    expect(saves).not.toHaveBeenCalled();
    expect(drafts.get('new-for-1')).toEqual({ text: 'Typed before the reload' });
    vi.restoreAllMocks();
  });
});

describe('useFormRendererDraft', () => {
  /** A new diary entry's form: "when" may be up to `now`, a bound that moves every minute. */
  const renderEntryForm = () =>
    renderHook(
      ({ now }: { now: string }) => {
        const fields = useMemo<FieldDefinition[]>(
          () => [
            { fieldName: 'when', type: 'DATETIME', value: '2026-11-30T00:24', max: now },
            { fieldName: 'text', type: 'TEXTAREA', value: '' },
          ],
          [now],
        );
        const form = useFormRenderer({ fields, onSubmit: () => undefined });
        useFormRendererDraft({
          form,
          fields,
          formId: 'diary.entry.create',
          recordId: 'new-for-1',
          labelOf: (name) => name,
        });
        return form;
      },
      { initialProps: { now: '2026-11-30T00:24' } },
    );

  it('keeps the draft of what was typed when the minute turns before typing pauses', async () => {
    const hook = renderEntryForm();
    // The lookup of an earlier draft settles first (nothing is written before it).
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS));
    act(() => hook.result.current.setValue('text', 'Walked to the garden with a frame'));
    hook.rerender({ now: '2026-11-30T00:25' });
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS));
      expect(drafts.get('new-for-1')).toEqual({
        when: '2026-11-30T00:24',
        text: 'Walked to the garden with a frame',
      });
    }, WAIT);
  });
});
