#!/usr/bin/env node
// Benchmark (not part of the test command): opening the guest chart of a guest with two years of
// records (docs/behaviour/guest-chart.md#performance), as the demo nurse at 4× CPU slow-down;
// target: header and summary painted within 1.0 s. The figure is the in-app opening: the guest
// list open and idle (found by the guest's surname), a click on the guest's link until the chart's
// header (the guest's name) and its summary's facts are painted; the summary's module sections
// (significant events, latest values) load on their own after. The full navigation to the chart
// (the whole app starts) is printed beside.
// Each repetition is a fresh browser context and session, after one warm-up.
//
//   pnpm --filter @care/web bench:guest-chart
//   (BENCH_READINGS a day, BENCH_ENTRIES diary entries, BENCH_GUESTS, BENCH_REPS,
//    BENCH_CPU_SLOWDOWN, BENCH_PORT, BENCH_DETAIL=1)
import * as harness from '../app/harness.mjs';

const bench = harness.settings({ guests: 1_000, slowdown: 4, port: 3299 });
const READINGS = Number(process.env.BENCH_READINGS ?? 6);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 2_000);
const TARGET_MS = 1_000;

/** The chart's header (the guest's name) and its summary's facts are painted (runs in the page). */
function chartPainted() {
  const header = document.querySelector('main h1[data-testid="person-name"]');
  const facts = document.querySelector('[role="tabpanel"] #chart-summary-facts');
  return header !== null && facts?.checkVisibility() === true && performance.now();
}

/** The guest list shows the guest's link (runs in the page; `path` ends the link's address). */
function guestListed(path) {
  return document.querySelector(`a[href$="${path}"]`) !== null && performance.now();
}

/** Clicks the guest's link; answers the page's time of the click (runs in the page). */
function openGuest(path) {
  const link = document.querySelector(`a[href$="${path}"]`);
  if (!link) throw new Error(`no link to ${path}`);
  const started = performance.now();
  link.click();
  return started;
}

const server = await harness.startServer({
  guests: bench.guests,
  readings: READINGS,
  diary: ENTRIES,
  port: bench.port,
});
const browser = await harness.launchBrowser();
try {
  const chart = await harness.demoGuestChart(server.baseUrl);
  const surname = await harness.demoGuestSurname(server.baseUrl);
  const nurse = () => harness.signIn(server.baseUrl, 'nurse', 'Care-nurse-2026!');
  const common = { baseUrl: server.baseUrl, slowdown: bench.slowdown };
  const opening = [];
  const navigation = [];
  for (let rep = -1; rep < bench.reps; rep += 1) {
    const { thenMs: opened } = await harness.timeToReady(browser, {
      ...common,
      token: await nurse(),
      path: `/loggedIn/guestList/?q=${encodeURIComponent(surname)}`,
      ready: guestListed,
      readyArg: chart,
      then: { act: openGuest, arg: chart, ready: chartPainted },
    });
    const navigated = await harness.timeToReady(browser, {
      ...common,
      token: await nurse(),
      path: chart,
      ready: chartPainted,
    });
    const label = rep < 0 ? 'warm-up' : `run ${rep + 1}`;
    console.log(
      `${label}: from the list ${opened.toFixed(0)} ms, navigation ${navigated.toFixed(0)} ms`,
    );
    if (rep >= 0) {
      opening.push(opened);
      navigation.push(navigated);
    }
  }
  console.log(
    `\nThe demo guest with two years of ${READINGS} readings a day and ${ENTRIES} diary entries, ` +
      `${bench.guests} more guests, the demo nurse, CPU ${bench.slowdown}× slower, ${bench.reps} runs\n`,
  );
  harness.printTable([
    ['metric', 'median', 'min', 'max', 'target'],
    harness.resultRow('list → chart painted', opening, TARGET_MS),
    harness.resultRow('navigation → chart painted', navigation, TARGET_MS),
  ]);
  // A measurement: the figures are the result, a missed target is no failure.
  console.log(harness.median(opening) > TARGET_MS ? '\nTarget missed.' : '\nTarget met.');
} finally {
  await browser.close();
  await server.stop();
}
