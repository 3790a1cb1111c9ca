/**
 * Race benchmark of the Autocomplete (`pnpm --filter @care/ui bench:autocomplete`).
 *
 * 100 runs (BENCH_RUNS) of random typing against a fake server with random latency (0–300 ms),
 * in jsdom with fake timers and the real component, at the real timing (1000 + 1500 ms). Half
 * the runs use a `search` that ignores its abort signal. It counts:
 * - stale renders: an option on screen that does not answer the text in the field (must be 0);
 * - requests per settled query: after typing pauses long enough for an answer, the requests sent
 *   since the text last changed (must be exactly 1, or 0 for blank text);
 * - early requests: sent before 2.5 s of idle typing without Enter (must be 0);
 * - missing answers: a settled query whose answer is not shown (must be 0).
 * A run is reproducible with BENCH_SEED (printed).
 */
import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import {
  Autocomplete,
  DEFAULT_IDLE_MS,
  DEFAULT_REQUEST_DELAY_MS,
  type AutocompleteSearch,
} from '../src/index';
import { renderUi } from '../test/render';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const SEED = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MAX_LATENCY_MS = 300;
const SEARCH_DELAY_MS = DEFAULT_IDLE_MS + DEFAULT_REQUEST_DELAY_MS;
/** A pause after which the answer has surely arrived. */
const SETTLE_MS = SEARCH_DELAY_MS + MAX_LATENCY_MS + 1;
const NO_DATA = 'No data found';

interface Option {
  id: string;
  name: string;
}

/** A small deterministic PRNG, so that a seed replays a run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The server's answer: 0–4 options, each label naming the query it answers. */
function answerFor(query: string): Option[] {
  let hash = 7;
  for (const char of query) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Array.from({ length: hash % 5 }, (_, i) => ({
    id: `${query}#${i}`,
    name: `${query} #${i + 1}`,
  }));
}

function Harness({ multiple, search }: { multiple: boolean; search: AutocompleteSearch<Option> }) {
  const [single, setSingle] = useState<Option | null>(null);
  const [several, setSeveral] = useState<Option[]>([]);
  const texts = {
    label: 'Guest',
    search,
    searchingText: 'Searching…',
    noDataFoundText: NO_DATA,
    searchErrorText: 'The search failed',
    resultCountText: (n: number) => `${n} suggestions`,
  };
  return multiple ? (
    <Autocomplete<Option>
      {...texts}
      multiple
      value={several}
      onChange={setSeveral}
      removeTagLabel={(label) => `Remove ${label}`}
    />
  ) : (
    <Autocomplete<Option> {...texts} value={single} onChange={setSingle} />
  );
}

const stats = {
  runs: 0,
  keystrokes: 0,
  enters: 0,
  selections: 0,
  settled: 0,
  settledBlank: 0,
  requests: 0,
  aborted: 0,
  lateAnswersDropped: 0,
  domChecks: 0,
  staleRendered: 0,
  wrongRequestCount: 0,
  earlyRequests: 0,
  missingAnswers: 0,
};
/** Requests sent per settled non-blank query → how many times. */
const perSettled = new Map<number, number>();
const failures: string[] = [];

async function run(index: number) {
  const rand = mulberry32(SEED + index);
  const pick = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const ignoresSignal = rand() < 0.5;
  const multiple = rand() < 0.5;

  let changes = 0; // text changes so far
  let lastChangeAt = Date.now();
  let enterSinceChange = false;
  const calls: { query: string; change: number }[] = [];

  const search: AutocompleteSearch<Option> = (query, { signal }) => {
    calls.push({ query, change: changes });
    stats.requests += 1;
    if (Date.now() - lastChangeAt < SEARCH_DELAY_MS && !enterSinceChange) {
      stats.earlyRequests += 1;
      failures.push(`run ${index}: request for "${query}" before ${SEARCH_DELAY_MS} ms idle`);
    }
    const latency = pick(0, MAX_LATENCY_MS);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (signal.aborted) stats.lateAnswersDropped += 1;
        resolve(answerFor(query));
      }, latency);
      signal.addEventListener('abort', () => {
        stats.aborted += 1;
        if (ignoresSignal) return; // answers anyway: the component must drop it
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  };

  const { container, unmount } = renderUi(<Harness multiple={multiple} search={search} />);
  const input = container.querySelector('input') as HTMLInputElement;

  /** Every option in the DOM must answer the text now in the field. */
  const checkDom = () => {
    stats.domChecks += 1;
    const expected = new Set(answerFor(input.value.trim()).map((o) => o.name));
    for (const option of container.querySelectorAll('[role=option]')) {
      if (!expected.has(option.textContent ?? '')) {
        stats.staleRendered += 1;
        failures.push(`run ${index}: "${option.textContent}" shown for "${input.value}"`);
      }
    }
  };
  // Checked at every DOM change, so a stale answer shown even briefly is caught.
  const observer = new MutationObserver(checkDom);
  observer.observe(container, { subtree: true, childList: true, characterData: true });

  const pass = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms));
    checkDom();
  };
  /**
   * Presses a key as a browser would: keydown, then (unless prevented) the text change. Plain
   * events rather than user-event, which costs ~30 ms a key here; the React handlers are the same.
   */
  const key = (name: string) => {
    const typed = name.length === 1 ? input.value + name : input.value.slice(0, -1);
    const changesText = name.length === 1 || (name === 'Backspace' && input.value !== '');
    if (fireEvent.keyDown(input, { key: name }) && changesText) {
      fireEvent.change(input, { target: { value: typed } });
    }
  };
  /** Presses keys, noting whether the text changed (a selection changes it too). */
  const press = async (...keys: string[]) => {
    const before = input.value;
    for (const name of keys) key(name);
    stats.keystrokes += keys.length;
    if (input.value !== before) {
      changes += 1;
      lastChangeAt = Date.now();
      enterSinceChange = false;
    }
    checkDom();
  };

  act(() => input.focus());
  const bursts = pick(6, 10);
  for (let burst = 0; burst < bursts; burst += 1) {
    const keys = pick(1, 3);
    for (let k = 0; k < keys; k += 1) {
      const r = rand();
      await press(r < 0.25 ? 'Backspace' : r < 0.3 ? ' ' : 'aeilnorst'.charAt(pick(0, 8)));
      await pass(pick(0, 300));
    }
    if (rand() < 0.2) {
      enterSinceChange = true;
      stats.enters += 1;
      await press('Enter');
    }

    const kind = burst === bursts - 1 ? 1 : rand();
    if (kind < 0.4) {
      await pass(pick(0, DEFAULT_IDLE_MS - 100)); // still typing
      continue;
    }
    if (kind < 0.7) {
      // Mid-search: half the time while the request is in flight, so the next key aborts it.
      const since = Date.now() - lastChangeAt;
      const until =
        rand() < 0.5
          ? pick(SEARCH_DELAY_MS, SEARCH_DELAY_MS + MAX_LATENCY_MS - 1)
          : pick(DEFAULT_IDLE_MS, SEARCH_DELAY_MS);
      await pass(Math.max(0, until - since));
      continue;
    }

    // A settled query: the answer has arrived.
    await pass(SETTLE_MS + pick(0, 1000));
    stats.settled += 1;
    const query = input.value.trim();
    const sent = calls.filter((call) => call.change === changes);
    const editing = multiple || changes > 0;
    if (!query || !editing) {
      stats.settledBlank += 1;
      if (sent.length !== 0) {
        stats.wrongRequestCount += 1;
        failures.push(`run ${index}: ${sent.length} requests for blank text`);
      }
      continue;
    }
    perSettled.set(sent.length, (perSettled.get(sent.length) ?? 0) + 1);
    if (sent.length !== 1 || sent[0]?.query !== query) {
      stats.wrongRequestCount += 1;
      failures.push(`run ${index}: ${sent.length} requests for settled "${query}"`);
    }
    const answer = answerFor(query).map((o) => o.name);
    const shown = [...container.querySelectorAll('[role=option]')].map((o) => o.textContent);
    const answered =
      answer.length > 0
        ? JSON.stringify(shown) === JSON.stringify(answer)
        : container.textContent?.includes(NO_DATA);
    if (!answered) {
      stats.missingAnswers += 1;
      failures.push(`run ${index}: answer to "${query}" not shown (${shown.join(', ')})`);
    }
    if (answer.length > 0 && rand() < 0.15) {
      stats.selections += 1;
      await press('ArrowDown', 'Enter');
    }
  }

  observer.disconnect();
  unmount();
  stats.runs += 1;
}

it(`Autocomplete race benchmark: ${RUNS} runs, seed ${SEED}`, async () => {
  // The wall clock (hrtime, performance) stays real.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const started = process.hrtime.bigint();
  try {
    for (let index = 0; index < RUNS; index += 1) await run(index);
  } finally {
    vi.useRealTimers();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const histogram = [...perSettled.entries()]
    .sort(([a], [b]) => a - b)
    .map(([requests, times]) => `${requests} request(s): ${times}`)
    .join(', ');
  console.log(
    [
      `Autocomplete race benchmark (seed ${SEED}, ${seconds.toFixed(1)} s)`,
      `  runs ${stats.runs}, keys ${stats.keystrokes}, Enter ${stats.enters}, selections ${stats.selections}`,
      `  settled queries ${stats.settled} (blank ${stats.settledBlank}); per settled query: ${histogram}`,
      `  requests sent ${stats.requests}, aborted ${stats.aborted}, late answers dropped ${stats.lateAnswersDropped}`,
      `  DOM checks ${stats.domChecks}`,
      `  stale results rendered ${stats.staleRendered} (must be 0)`,
      `  settled queries without exactly one request ${stats.wrongRequestCount} (must be 0)`,
      `  requests before ${SEARCH_DELAY_MS} ms idle without Enter ${stats.earlyRequests} (must be 0)`,
      `  settled queries whose answer is not shown ${stats.missingAnswers} (must be 0)`,
      ...failures.slice(0, 10).map((failure) => `  ✗ ${failure}`),
    ].join('\n'),
  );

  expect(stats.runs).toBe(RUNS);
  expect(stats.settled - stats.settledBlank).toBeGreaterThan(0);
  expect(stats.staleRendered).toBe(0);
  expect(stats.wrongRequestCount).toBe(0);
  expect(stats.earlyRequests).toBe(0);
  expect(stats.missingAnswers).toBe(0);
});
