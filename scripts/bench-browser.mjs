// What the browser benchmarks share (apps/web/bench/guest-list, packages/ui/bench/form-renderer,
// apps/web/scripts/lighthouse.mjs): Chromium's flags, a static server for a built bench page, a
// command that must succeed, and the figures' helpers. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** Chromium without the background work that would disturb a measurement (add `--headless`). */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs `command` in `cwd`, showing its output; exits this process when it fails. */
export function runOrExit(command, args, cwd) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Serves the files under `root` (index.html at `/`) on a free port of 127.0.0.1. */
export function serveStatic(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

/** The value below which `p` percent of `values` lie (nearest rank). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds, one decimal. */
export const ms = (value) => `${value.toFixed(1)} ms`;

/** The median (the lower middle value of an even count). */
export const median = (values) => percentile(values, 50);
