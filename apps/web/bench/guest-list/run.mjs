#!/usr/bin/env node
// Benchmark (not part of the test command): the guest list
// (docs/behaviour/people-and-guests.md#guest-list) against a plain Chakra table of the same 10,000
// guests, in headless Chromium (BENCH_CPU_SLOWDOWN=4 slows the CPU; at 4× the table of 10,000 rows
// takes over a minute to mount and may exhaust the renderer on a 2-core machine, so the default is
// 1×: the ratio is the target). Measures the mount (render start → first paint after it), the DOM
// nodes each puts in the page, and a jump to the middle of the list (scroll → next paint). Prints a
// table and the ratios; exits non-zero when a target is missed.
//
//   pnpm --filter @care/web bench:guests            (BENCH_REPS=8 for more repetitions)
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import {
  buildBenchPage,
  launchBenchBrowser,
  median,
  ms,
  openBenchPages,
  serveStatic,
} from '@care/bench-kit/static-page';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const REPS = Number(process.env.BENCH_REPS ?? 3);
const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const TARGET = { mount: 0.1, nodes: 800 };
const LIBRARIES = ['care', 'table'];

await buildBenchPage({ here, tsconfig: join(here, '..', '..', 'tsconfig.json'), build });

const { server, port } = await serveStatic(dist);
const browser = await launchBenchBrowser(chromium);

try {
  // Both pages slowed down; the mounts alternate, so that both meet the same load on a shared
  // machine.
  const pages = await openBenchPages(browser, {
    libraries: LIBRARIES,
    url: `http://127.0.0.1:${port}/?count=${COUNT}`,
    cpuSlowdown: CPU_SLOWDOWN,
  });

  const results = {};
  for (const library of LIBRARIES) results[library] = { mount: [], nodes: [], scroll: [] };
  console.log(
    `Warming up, then ${REPS} repetitions in alternating order (CPU ${CPU_SLOWDOWN}× slower)…`,
  );
  for (let rep = -1; rep < REPS; rep++) {
    const order = rep % 2 === 0 ? LIBRARIES : [...LIBRARIES].reverse();
    for (const library of order) {
      const page = pages[library];
      const mount = await page.evaluate((lib) => window.bench.mount(lib), library);
      const nodes = await page.evaluate(() => window.bench.nodeCount());
      const scroll = await page.evaluate(() => window.bench.scrollTo(0.5));
      await page.evaluate(() => window.bench.unmount());
      if (rep < 0) continue;
      results[library].mount.push(mount);
      results[library].nodes.push(nodes);
      results[library].scroll.push(scroll);
    }
  }

  const care = {
    mount: median(results.care.mount),
    nodes: Math.max(...results.care.nodes),
    scroll: median(results.care.scroll),
  };
  const table = {
    mount: median(results.table.mount),
    nodes: Math.max(...results.table.nodes),
    scroll: median(results.table.scroll),
  };
  const rows = [
    ['metric', 'guest list (virtual)', 'plain Chakra table', 'ratio', 'target'],
    [
      'mount, median',
      ms(care.mount),
      ms(table.mount),
      `${(care.mount / table.mount).toFixed(3)}×`,
      `≤ ${TARGET.mount}×`,
    ],
    [
      'DOM nodes',
      String(care.nodes),
      String(table.nodes),
      `${(care.nodes / table.nodes).toFixed(4)}×`,
      `< ${TARGET.nodes}`,
    ],
    [
      'jump to the middle → next paint, median',
      ms(care.scroll),
      ms(table.scroll),
      `${(care.scroll / table.scroll).toFixed(2)}×`,
      '',
    ],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(
    `\n${COUNT} guests; ${REPS} mounts each; CPU ${CPU_SLOWDOWN}× slower; viewport 1280×900\n`,
  );
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  }
  for (const library of LIBRARIES) {
    console.log(
      `${library.padEnd(5)} mounts (ms): ${results[library].mount.map((v) => v.toFixed(0)).join(', ')}`,
    );
  }

  const missed = [];
  if (care.mount / table.mount > TARGET.mount) {
    missed.push(`mount ${(care.mount / table.mount).toFixed(3)}× > ${TARGET.mount}×`);
  }
  if (care.nodes >= TARGET.nodes) missed.push(`${care.nodes} DOM nodes ≥ ${TARGET.nodes}`);
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
