import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { CharacterCounter, type CharacterCounterProps } from './character-counter';
import { getCounterLevel } from './counter-level';

const remainingLabel = (n: number) => `${n} characters left`;

function setup(props: Partial<CharacterCounterProps> = {}) {
  const all = { count: 0, max: 80, remainingLabel, ...props };
  const result = renderUi(<CharacterCounter {...all} />);
  return {
    ...result,
    status: screen.getByRole('status'),
    update: (next: Partial<CharacterCounterProps>) =>
      result.rerender(<CharacterCounter {...all} {...next} />),
  };
}

describe('getCounterLevel', () => {
  it('changes above 80 %, above 90 % and at 100 %', () => {
    expect(getCounterLevel(64, 80)).toBe('normal'); // exactly 80 %
    expect(getCounterLevel(65, 80)).toBe('caution');
    expect(getCounterLevel(72, 80)).toBe('caution'); // exactly 90 %
    expect(getCounterLevel(73, 80)).toBe('high');
    expect(getCounterLevel(79, 80)).toBe('high');
    expect(getCounterLevel(80, 80)).toBe('limit');
    expect(getCounterLevel(95, 80)).toBe('limit');
  });
});

describe('CharacterCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the count against the maximum', () => {
    setup({ count: 12, id: 'counter' });
    expect(screen.getByText('12 / 80')).toHaveAttribute('id', 'counter');
  });

  it('reads a translated count when one is given', () => {
    setup({ count: 12, countLabel: (c, m) => `${c} of ${m} characters` });
    expect(screen.getByText('12 of 80 characters')).toBeInTheDocument();
    expect(screen.getByText('12 / 80')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the alert level for styling', () => {
    const { update } = setup({ count: 10 });
    const counter = () => screen.getByText(/\/ 80/).parentElement;
    expect(counter()).toHaveAttribute('data-level', 'normal');
    update({ count: 70 });
    expect(counter()).toHaveAttribute('data-level', 'caution');
    update({ count: 75 });
    expect(counter()).toHaveAttribute('data-level', 'high');
    update({ count: 80 });
    expect(counter()).toHaveAttribute('data-level', 'limit');
  });

  it('keeps a polite live region that says nothing on mount, even near the limit', () => {
    const { status } = setup({ count: 78 });
    act(() => vi.advanceTimersByTime(2000));
    expect(status).toBeEmptyDOMElement();
  });

  it('announces the remaining count near the limit only after typing pauses', () => {
    const { status, update } = setup({ count: 60 });
    // Typing one character every 100 ms: no announcement while it goes on.
    for (let count = 61; count <= 70; count += 1) {
      update({ count });
      act(() => vi.advanceTimersByTime(100));
      expect(status).toBeEmptyDOMElement();
    }
    act(() => vi.advanceTimersByTime(399));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('10 characters left');
  });

  it('announces from exactly 80 % on and says 0 at the limit', () => {
    const { status, update } = setup({ count: 10 });
    update({ count: 64 });
    act(() => vi.advanceTimersByTime(500));
    expect(status).toHaveTextContent('16 characters left');
    update({ count: 80 });
    act(() => vi.advanceTimersByTime(500));
    expect(status).toHaveTextContent('0 characters left');
  });

  it('stays silent far from the limit and clears when the text gets shorter again', () => {
    const { status, update } = setup({ count: 70 });
    update({ count: 20 });
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toBeEmptyDOMElement();
    update({ count: 75 });
    act(() => vi.advanceTimersByTime(500));
    expect(status).toHaveTextContent('5 characters left');
    update({ count: 30 });
    act(() => vi.advanceTimersByTime(500));
    expect(status).toBeEmptyDOMElement();
  });

  it('honours a custom delay and a new formatter without restarting the wait', () => {
    const { status, update } = setup({ count: 70, announceDelay: 1000 });
    update({ count: 71 });
    act(() => vi.advanceTimersByTime(600));
    update({ count: 71, remainingLabel: (n) => `noch ${n} Zeichen` });
    act(() => vi.advanceTimersByTime(400));
    expect(status).toHaveTextContent('noch 9 Zeichen');
  });
});
