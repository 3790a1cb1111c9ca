// throwaway: CPU profile of the admin home start (not committed)
import * as harness from './app/harness.mjs';
import { DEFAULT_TOKEN_KEY } from '@care/api-client';
import { writeFileSync } from 'node:fs';
const path = process.env.P_PATH ?? '/loggedIn/';
const user = process.env.P_USER ?? 'admin';
const pw = process.env.P_PW ?? 'Care-admin-2026!';
const slowdown = Number(process.env.P_SLOW ?? 1);
function dashboardPainted() {
  const grid = document.querySelector('[aria-label="Overview"]');
  if (!grid) return false;
  const widgets = [...grid.querySelectorAll('section')];
  const painted = widgets.length > 0 && widgets.every((w) => w.getAttribute('aria-busy') === 'false');
  return painted && performance.now();
}
const server = await harness.startServer({ guests: 10000, port: 3295 });
const browser = await harness.launchBrowser();
try {
  for (let rep = 0; rep < Number(process.env.P_REPS ?? 2); rep++) {
    const token = await harness.signIn(server.baseUrl, user, pw);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/api/health`);
    await page.evaluate(([k, v]) => sessionStorage.setItem(k, v), [DEFAULT_TOKEN_KEY, token]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'commit' });
    await new Promise((d) => setTimeout(d, 6000));
    const painted = 0;
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    const timing = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').filter(e=>e.name.includes('/api/')).map(e => [e.name.replace(/^.*\/api\//,''), Math.round(e.startTime), Math.round(e.responseEnd)])));
    writeFileSync(`/tmp/prof/home-${rep}.cpuprofile`, JSON.stringify(profile));
    writeFileSync(`/tmp/prof/home-${rep}.api.json`, timing);
    console.log(`rep ${rep}: painted at ${painted.toFixed(0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
