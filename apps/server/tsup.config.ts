import { defineConfig } from 'tsup';

// One bundle for `node dist/main.js`: the workspace's @care/* packages are inlined from source (so
// the server never depends on their build), every other dependency stays an external import.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@care\//],
  esbuildOptions(options) {
    options.conditions = ['@care/source'];
  },
});
