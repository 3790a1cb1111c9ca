import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { NEVER_PRECACHED, PRECACHED_FILES } from './src/service-worker/app-pages.ts';
import { SYSTEM_STYLESHEET_ATTRIBUTE } from './src/app/system-stylesheet.ts';
import type * as SystemStylesheetModule from './src/app/system-stylesheet.build.ts';

/** The reference server (apps/server) the dev server proxies to. */
const API_TARGET = process.env.CARE_API_TARGET ?? 'http://localhost:3000';

/** React itself: the biggest library, changes least often, its own chunk. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Libraries that may go into the shared `vendor` chunk: never zod, TanStack Query's runtime or
 * date-fns. TanStack Query's React context (0.2 KiB) is in: the login page reads it.
 */
const VENDOR =
  /node_modules[\\/](react-router|@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis|react-is|hoist-non-react-statics|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js/;

/**
 * TanStack Query's core and the React hooks the screens use: the data layer of the logged-in
 * area, one file. Left to the splitter, the hooks were three more files in the shell's load. Its
 * React context is not here but in `vendor` (matched first): a group takes the modules its
 * modules import along, and the login page, which reads the context, would load the whole group.
 */
const TANSTACK_QUERY =
  /node_modules[\\/]@tanstack[\\/](query-core[\\/]|react-query[\\/]build[\\/]modern[\\/](useQuery|useBaseQuery|useMutation|queryOptions|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider)\.js)/;

/**
 * The API client's runtime, loaded by the first call: zod, the transport, the core endpoints and
 * the schemas they share with the care modules. Each module's endpoints are a chunk of their own
 * (src/app/api.ts); left to the splitter, every schema such a chunk shares with the core became a
 * file of its own, two dozen files of a few hundred bytes in the shell's load.
 */
const API_RUNTIME =
  /node_modules[\\/]zod[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]api-runtime\.ts$|[\\/]packages[\\/]api-client[\\/]src[\\/](transport[\\/](?!token-store)|client[\\/]create-core-client\.ts$|endpoints[\\/](auth|personal|documents|site|meta|health|context)\.ts$|schemas[\\/](auth|personal|documents|site|credentials|common|text|local-iso|forms|permissions|routes)\.ts$)/;

/** Care's own source: the web app and the workspace packages it uses from source. */
const OWN_CODE = /[\\/](apps[\\/]web[\\/]src|packages[\\/][\w-]+[\\/]src)[\\/]/;

/**
 * The logged-in area's first screen, beyond the entry: its layout, the home page and the widgets,
 * the API parts the widgets call, the query client, the outbox's context, and the route table of
 * the other screens (app/logged-in-routes.tsx, out of the entry: apps/web/README.md#budgets). One
 * chunk (`logged-in`), with everything of ours they import that no earlier group took: left to the
 * splitter, they were 45 files of 0.1–3 KiB, each gzipped alone and each a request (67.5 KiB
 * gzip, against 50.9 KiB in one file; apps/web/README.md#budgets).
 */
const LOGGED_IN_START = new RegExp(
  String.raw`[\\/]apps[\\/]web[\\/]src[\\/](` +
    [
      String.raw`shell[\\/]logged-in-layout\.tsx`,
      String.raw`features[\\/]auth[\\/]logged-in-area\.ts`,
      String.raw`features[\\/]home[\\/]pages[\\/]home-page\.tsx`,
      String.raw`features[\\/][\w-]+[\\/]widgets[\\/][\w-]+\.tsx`,
      String.raw`app[\\/]api-modules[\\/](guest-dashboard|diary-alerts|measurement-alerts|module-access)\.ts`,
      String.raw`app[\\/]query-client\.ts`,
      String.raw`app[\\/]logged-in-routes\.tsx`,
      String.raw`shared[\\/]outbox[\\/](outbox-context|outbox-types)\.tsx?`,
    ].join('|') +
    ')$',
);

/**
 * The small parts every form is made of (Chakra's input, input group and icon button, our password
 * input and field size): one file instead of six of 0.1–1.5 KiB, for the login page (its first
 * load) and every form that uses two or more of them.
 */
const FORM_CONTROLS =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](group[\\/]group|input-addon[\\/]input-addon|input-element[\\/]input-element|input-group[\\/]input-group|input[\\/]input|button[\\/]icon-button)\.js$|[\\/]packages[\\/]ui[\\/]src[\\/](password-input|field-size)[\\/]/;
/** The login page and what the login area's pages share (their card, the maintenance check). */
const LOGIN_AREA =
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](pages[\\/]login-page\.tsx|components[\\/](login-area-card\.tsx|use-maintenance-check\.ts)|api[\\/]maintenance\.ts)$/;

/** The outbox's modules the saving screens share (reachability, the save helpers, the verdicts). */
const OUTBOX_SAVE =
  /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]outbox[\\/](outbox-sender|reachability|online-only|save-or-queue)\.ts$/;

/**
 * The lazy modules of the two pages a page load starts on, each group preloaded by index.html
 * with its marker attribute: a fresh tab has no session, so it starts on the login page; a
 * reloaded or reopened tab of a signed-in user starts on the logged-in area's shell and its
 * home page (with the client's code and the query client its loader fetches). The server
 * keeps one group and drops the other by the page's address (apps/server's routes/web.ts).
 */
const FIRST_PAGES = {
  'data-login-page': ['/src/features/auth/pages/login-page.tsx'],
  'data-logged-in': [
    '/src/shell/logged-in-layout.tsx',
    '/src/features/home/pages/home-page.tsx',
    '/src/features/auth/logged-in-area.ts',
    '/src/app/logged-in-routes.tsx',
    '/src/app/api-runtime.ts',
    '/src/app/query-client.ts',
  ],
} as const;

/**
 * Adds `<link rel="modulepreload">` for the first pages' lazy chunks, and their imports all the
 * way down, to index.html: they download with the entry instead of after it (each level left to
 * be discovered would cost the page one more round trip on a slow network). They stay lazy
 * chunks, run only on their page.
 */
function preloadFirstPages(): Plugin {
  return {
    name: 'care:preload-first-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunkOf = (module: string) => {
          const chunk = Object.values(bundle).find(
            (each) => each.type === 'chunk' && each.facadeModuleId?.endsWith(module),
          );
          if (chunk?.type !== 'chunk') throw new Error(`care:preload-first-pages: no ${module}`);
          return chunk.fileName;
        };
        return Object.entries(FIRST_PAGES).flatMap(([marker, modules]) => {
          const files = new Set(modules.map(chunkOf));
          for (const file of files) {
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') for (const imported of chunk.imports) files.add(imported);
          }
          return [...files]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [marker]: true },
              injectTo: 'head' as const,
            }));
        });
      },
    },
  };
}

/**
 * Puts the start-up stylesheet (the boot screen and the @font-face rules, about 1.5 KiB gzip)
 * into index.html as a `<style>` element instead of a `<link>`: the boot screen paints from the
 * HTML alone, without waiting a round trip for a render-blocking file. The server gives the
 * element the answer's CSP nonce (apps/server's routes/web.ts), as it does Emotion's.
 */
function inlineStartCss(): Plugin {
  return {
    name: 'care:inline-start-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /[ \t]*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') throw new Error(`care:inline-start-css: no ${file}`);
            return `    <style>${String(asset.source).trim()}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Puts the default theme's global styles (Chakra's reset, global CSS and every token's CSS
 * variable: about 50 KB, 7.5 KiB gzip) into index.html as a `<style>` element marked with the
 * theme's fingerprint, written once at build time. On a page drawn in that theme the app gives
 * Chakra a system without global styles (src/app/system-stylesheet.ts), so the start-up neither
 * computes them (half of building the system) nor has Emotion serialise and insert them (a good
 * part of the first render): on a tablet's slow CPU, the longest stretches of the start-up.
 * The server gives the element the answer's CSP nonce, as it does the start-up stylesheet's.
 */
function staticSystemCss(): Plugin {
  return {
    name: 'care:static-system-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler() {
        // Run through Vite, as the app's modules are: the workspace packages from their source
        // (a stale build of @care/theming would describe another theme), at build time only.
        const { module } = await runnerImport<typeof SystemStylesheetModule>(
          fileURLToPath(new URL('./src/app/system-stylesheet.build.ts', import.meta.url)),
          {
            logLevel: 'warn',
            environments: {
              inline: { resolve: { noExternal: ['@care/theming'], conditions: ['@care/source'] } },
            },
          },
        );
        const { fingerprint, css } = module.defaultThemeStylesheet();
        return [
          {
            tag: 'style',
            attrs: { [SYSTEM_STYLESHEET_ATTRIBUTE]: fingerprint },
            children: css,
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/** What is worth compressing: text files; source maps stay plain (only developers load them). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the build, once, at build time. The server (apps/server, `@fastify/static` with
 * `preCompressed`) sends the copy the browser accepts: the login page's JavaScript crosses the
 * network in about a third of its size, and no request spends CPU compressing.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'care:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const brotli = promisify(brotliCompress);
      const gzipped = promisify(gzip);
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipped(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

/** This app's version: the running version the start-up check compares with meta.json's. */
const APP_VERSION = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export default defineConfig({
  plugins: [
    react(),
    preloadFirstPages(),
    inlineStartCss(),
    staticSystemCss(),
    precompress(),
    // The service worker (src/service-worker/sw.ts), built beside the app with the list of the
    // app's files it keeps on the device: the app starts without the server
    // (docs/behaviour/never-losing-work.md#starting-without-the-server). Registered by the app
    // itself (src/service-worker/register.ts), with no web manifest: Care is not installed.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: PRECACHED_FILES,
        globIgnores: NEVER_PRECACHED,
        // The largest lazy chunk of the app is far below it; a file above it would be left out
        // (the build warns) and load from the network.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  define: { __CARE_APP_VERSION__: JSON.stringify(APP_VERSION) },
  resolve: {
    // Workspace packages are used from source (their `@care/source` export), so a change in
    // @care/ui or @care/i18n shows up without rebuilding the package.
    conditions: ['@care/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      '/meta.json': API_TARGET,
      '/docs': API_TARGET,
    },
  },
  build: {
    target: 'es2022',
    // No modulepreload polyfill (431 bytes gzipped, its own chunk in every first load): Chromium,
    // Firefox 115+ and Safari 17+ preload the listed modules themselves; an older Safari loads the
    // same files when they are imported, a round trip later (README.md#budgets).
    modulePreload: { polyfill: false },
    sourcemap: true,
    manifest: true,
    // First-load budgets are checked in e2e/budget.spec.ts; keep Vite's warning meaningful.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries of the first page load in two stable, named chunks (`react`, `vendor`): a
        // deployment that changes only the app's code leaves them cached on the tablets, and the
        // first load is a handful of requests, not a dozen (every request costs a round trip on
        // the ward's Wi-Fi). A library only a lazy screen uses is never in `vendor`: it stays in
        // that screen's chunk or in a chunk shared by such screens, so it never weighs on the
        // login page (budgets: e2e/budget.spec.ts, budgets.json).
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            // Only what the entry loads statically ($initial): a component only lazy screens use
            // stays out, with those screens.
            { name: 'vendor', test: VENDOR, tags: ['$initial'] },
            // TanStack Query (core and hooks) in one chunk, loaded with the logged-in area (never
            // by the login page): split by which lazy screens share each of its modules, it became
            // more files with every screen (and the shell's budget went red at four screens).
            { name: 'query', test: TANSTACK_QUERY },
            // Our own code that the entry loads statically, in one file with the entry's: a
            // module the entry shares with a lazy screen would otherwise become a chunk of its
            // own (two dozen requests of a few hundred bytes for the login page).
            { name: 'index', test: OWN_CODE, tags: ['$initial'] },
            // After `index`, so that the entry's zod-free parts of the client (token store, error
            // catalogue, role names) stay there and the login page does not load this chunk.
            // The site's zod-free keys, which the login page reads, stay out of it.
            { name: 'site-keys', test: /[\\/]api-client[\\/]src[\\/]schemas[\\/]site-keys\.ts$/ },
            { name: 'api-runtime', test: API_RUNTIME },
            // The logged-in area's first screen in one file (see LOGGED_IN_START), after
            // `api-runtime` so that the client's core stays apart for the login page's preload.
            { name: 'logged-in', test: LOGGED_IN_START },
            // After `logged-in`, so that the shell's first screen takes what it uses of them.
            { name: 'form-controls', test: FORM_CONTROLS },
            { name: 'login-area', test: LOGIN_AREA },
            // The outbox's modules that the saving screens share, in one file: one by one, each
            // became a chunk listed in the preload map of every screen that saves. Its store
            // (Dexie) loads on demand, apart (docs/behaviour/never-losing-work.md). What the
            // shell needs of it (its context) is in `logged-in`.
            { name: 'outbox-save', test: OUTBOX_SAVE },
          ],
        },
      },
    },
  },
});
