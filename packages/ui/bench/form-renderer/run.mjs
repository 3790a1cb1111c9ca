#!/usr/bin/env node
// Benchmark (not part of the test command): Care's FormRenderer against react-jsonschema-form,
// 200 mixed fields each, in headless Chromium with the CPU slowed 4×. Measures the mount (render
// start → first paint after it) and keydown → next paint while typing 50 characters into a text
// field in the middle of the form. Prints a table and the ratios; exits non-zero when a target is
// missed.
//
//   pnpm --filter @care/ui bench:form            (BENCH_REPS=8 for more repetitions)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import {
  buildBenchPage,
  launchBenchBrowser,
  median,
  ms,
  openBenchPages,
  percentile,
  serveStatic,
} from '@care/bench-kit/static-page';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const REPS = Number(process.env.BENCH_REPS ?? 5);
const CPU_SLOWDOWN = 4;
const TEXT = 'Slept well, breakfast at eight, walk after lunch..'; // 50 characters
const PAUSE_MS = 60; // between keystrokes: a quick typist, each key measured on its own
const TARGET = { typingP95: 0.5, mount: 1.0 };
const LIBRARIES = ['care', 'rjsf'];
/** Event Timing reports keystrokes of 16 ms and more; a missing one is counted as 16 ms. */
const EVENT_TIMING_FLOOR = 16;

await buildBenchPage({ here, tsconfig: 'tsconfig.json', build });

const { server, port } = await serveStatic(dist);
const browser = await launchBenchBrowser(chromium);

try {
  // Both pages slowed down. The measurements are interleaved (mount one, mount the other; a key
  // here, a key there), so that both meet the same load on a shared machine.
  const pages = await openBenchPages(browser, {
    libraries: LIBRARIES,
    url: `http://127.0.0.1:${port}/${process.env.BENCH_QUERY ?? ''}`,
    cpuSlowdown: CPU_SLOWDOWN,
  });
  const selectors = {};
  for (const library of LIBRARIES) {
    selectors[library] = await pages[library].evaluate(
      (lib) => window.bench.typedFieldSelector(lib),
      library,
    );
  }

  /** One repetition: both forms mounted (in `order`), then typed into key by key, alternately. */
  async function repetition(order, text) {
    const mount = {};
    const controls = {};
    for (const library of order) {
      const page = pages[library];
      mount[library] = await page.evaluate((lib) => window.bench.mount(lib), library);
      controls[library] = await page.evaluate(() => window.bench.fieldCount());
      await page.focus(selectors[library]);
      await page.evaluate(() => window.bench.startRecording());
    }
    for (let i = 0; i < text.length; i++) {
      for (const library of i % 2 === 0 ? order : [...order].reverse()) {
        const page = pages[library];
        await page.keyboard.type(text[i]);
        await page.evaluate((count) => window.bench.waitForKeystrokes(count), i + 1);
        await page.waitForTimeout(PAUSE_MS);
      }
    }
    const typing = {};
    for (const library of order) {
      const page = pages[library];
      const recorded = await page.evaluate(() => window.bench.stopRecording());
      const eventTiming = [...recorded.eventTiming];
      while (eventTiming.length < text.length) eventTiming.push(EVENT_TIMING_FLOOR);
      typing[library] = { eventTiming, nextFrame: recorded.nextFrame };
      const typed = await page.inputValue(selectors[library]);
      if (typed !== text) throw new Error(`${library}: typed "${typed}" instead of "${text}"`);
      await page.evaluate(() => window.bench.unmount());
    }
    return { mount, typing, controls };
  }

  console.log(
    `Warming up, then ${REPS} repetitions in alternating order (CPU ${CPU_SLOWDOWN}× slower)…`,
  );
  await repetition(LIBRARIES, TEXT.slice(0, 5));
  const results = {};
  for (const library of LIBRARIES) results[library] = { mount: [], paint: [], frame: [] };
  let controls = {};
  for (let rep = 0; rep < REPS; rep++) {
    const order = rep % 2 === 0 ? LIBRARIES : [...LIBRARIES].reverse();
    const result = await repetition(order, TEXT);
    for (const library of LIBRARIES) {
      results[library].mount.push(result.mount[library]);
      results[library].paint.push(...result.typing[library].eventTiming);
      results[library].frame.push(...result.typing[library].nextFrame);
    }
    controls = result.controls;
  }

  const stats = {};
  for (const library of LIBRARIES) {
    const r = results[library];
    stats[library] = {
      mount: median(r.mount),
      p50: median(r.paint),
      p95: percentile(r.paint, 95),
      frameP95: percentile(r.frame, 95),
    };
  }
  const { care, rjsf } = stats;
  const ratio = (key) => care[key] / rjsf[key];
  const rows = [
    ['metric', 'Care FormRenderer', 'RJSF (core, default theme)', 'ratio', 'target'],
    [
      'mount, median',
      ms(care.mount),
      ms(rjsf.mount),
      `${ratio('mount').toFixed(2)}×`,
      `≤ ${TARGET.mount}×`,
    ],
    ['keydown → next paint, p50', ms(care.p50), ms(rjsf.p50), `${ratio('p50').toFixed(2)}×`, ''],
    [
      'keydown → next paint, p95',
      ms(care.p95),
      ms(rjsf.p95),
      `${ratio('p95').toFixed(2)}×`,
      `≤ ${TARGET.typingP95}×`,
    ],
    [
      'keydown → rAF + task, p95',
      ms(care.frameP95),
      ms(rjsf.frameP95),
      `${ratio('frameP95').toFixed(2)}×`,
      '',
    ],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(
    `\n200 fields (${controls.care} controls in Care's form, ${controls.rjsf} in RJSF's); ` +
      `${REPS} mounts and ${REPS * TEXT.length} keystrokes each; CPU ${CPU_SLOWDOWN}× slower; ` +
      'next paint as Event Timing measures it (INP)\n',
  );
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  }
  for (const library of LIBRARIES) {
    const r = results[library];
    console.log(
      `\n${library.padEnd(4)} mounts (ms): ${r.mount.map((v) => v.toFixed(0)).join(', ')}` +
        `\n${library.padEnd(4)} keydown → next paint p25/p50/p75/p90/p95/p99 (ms): ` +
        [25, 50, 75, 90, 95, 99].map((p) => percentile(r.paint, p).toFixed(0)).join(' / '),
    );
  }

  const missed = [];
  if (ratio('p95') > TARGET.typingP95) {
    missed.push(`typing p95 ${ratio('p95').toFixed(2)}× > ${TARGET.typingP95}×`);
  }
  if (ratio('mount') > TARGET.mount) {
    missed.push(`mount ${ratio('mount').toFixed(2)}× > ${TARGET.mount}×`);
  }
  if (missed.length > 0) {
    console.error(`\nTarget missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nTargets met.');
  }
} finally {
  await browser.close();
  server.close();
}
