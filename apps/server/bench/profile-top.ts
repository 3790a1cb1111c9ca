/**
 * `tsx bench/profile-top.ts <file.cpuprofile> [n]`: the functions a CPU profile (`--cpu-prof`,
 * e.g. from `pnpm bench:api --profile <dir>`) spent the most time in, self and by package.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const [file, count = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file ?? '', 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
const packages = new Map<string, number>();
const packageOf = (url: string) =>
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
  (url.includes('/src/') ? 'care' : url.startsWith('node:') ? 'node' : url || '(native)');
for (const id of profile.samples) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const where = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber}`;
  self.set(where, (self.get(where) ?? 0) + 1);
  const pkg = packageOf(frame.url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + 1);
}
const total = profile.samples.length;
const top = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))
    .map(([name, n]) => `${((n / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`by package:\n${top(packages)}\n\nby function (self):\n${top(self)}`);
