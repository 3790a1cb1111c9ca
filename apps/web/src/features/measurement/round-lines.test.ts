import { describe, expect, it, vi } from 'vitest';
import { createRoundLines } from './round-lines';

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('a round’s lines', () => {
  it('draw a guest’s field as filled a frame after its first character, and as empty after it empties', async () => {
    const lines = createRoundLines();
    lines.set(21, { text: '1' });
    expect(lines.get(21).text).toBe('1');
    expect(lines.filled(21)).toBe(false);
    await nextPaint();
    expect(lines.filled(21)).toBe(true);
    lines.set(21, { text: ' ' });
    expect(lines.filled(21)).toBe(true);
    await nextPaint();
    expect(lines.filled(21)).toBe(false);
  });

  it('settle at once, telling the rows once, when Tab leaves a field', () => {
    const lines = createRoundLines();
    const listener = vi.fn();
    lines.subscribe(listener);
    lines.set(21, { text: '130/80' });
    lines.set(22, { text: '9' });
    listener.mockClear();
    lines.settle();
    expect([lines.filled(21), lines.filled(22), lines.filled(23)]).toEqual([true, true, false]);
    expect(listener).toHaveBeenCalledTimes(1);
    lines.settle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('draw cleared and restored lines at once', () => {
    const lines = createRoundLines();
    lines.replace([[21, { text: '37.2', outcome: 'measured' }]]);
    expect(lines.filled(21)).toBe(true);
    lines.clear();
    expect(lines.filled(21)).toBe(false);
  });
});
