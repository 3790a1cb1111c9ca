import { act, renderHook, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftStore } from './draft-store';
import { DRAFT_DEBOUNCE_MS, useDraft } from './use-draft';

// The store's drafts, by record; its `clear` is slowed down to inject the fault: a delete that
// takes longer than the typing pause, as IndexedDB does on a busy tablet.
const drafts = new Map<string, unknown>();
const CLEAR_TAKES_MS = DRAFT_DEBOUNCE_MS * 2;
const store: DraftStore = {
  async save(ref, values, _meta, wanted = () => true) {
    await Promise.resolve();
    if (wanted()) drafts.set(ref.recordId, values);
  },
  load: () => Promise.resolve(null),
  async clear(ref) {
    await new Promise((resolve) => setTimeout(resolve, CLEAR_TAKES_MS));
    drafts.delete(ref.recordId);
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

beforeEach(() => drafts.clear());

describe('useDraft', () => {
  it('writes what was typed once typing pauses', async () => {
    const hook = render();
    hook.rerender({ text: 'Fell in the corridor' });
    await waitFor(() => expect(drafts.get('new-for-1')).toEqual({ text: 'Fell in the corridor' }));
  });

  it('a save that clears the draft calls off the write scheduled before it, however slow the clear', async () => {
    const hook = render();
    // The lookup of an earlier draft is settled before anything is written.
    await waitFor(() => expect(hook.result.current.offer).toBeNull());
    hook.rerender({ text: 'Saved at once' });
    await act(() => hook.result.current.clear());
    // The debounced write would have fired during the slow clear; nothing comes back after it.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_DEBOUNCE_MS));
    expect(drafts.has('new-for-1')).toBe(false);
  });
});
