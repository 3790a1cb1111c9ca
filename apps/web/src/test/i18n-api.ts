// The start-up reads of translations and legal links, answered like the reference server does,
// so every app test has them without each test setting them up.
import type { LegalProduct, LegalTerms, TranslationTerm } from '@care/api-client';
import type { ServerResponse } from 'node:http';

// Structural types (not imported): api-test-server.ts installs these answers, so importing from
// it would make a cycle.
interface Hit {
  method: string;
  url: string;
}
interface RouteTable {
  routes: Map<string, (request: never, response: ServerResponse) => void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** What the app reads at start-up on every page, whoever is signed in (and the maintenance flag). */
const STARTUP_READS = [
  /^GET \/api\/personal\/locale\/?$/,
  /^GET \/api\/personal\/translation\/[^/]+$/,
  /^GET \/api\/product\/legal$/,
  /^GET \/api\/conf\/remote-config$/,
];

/** The requests of `hits` other than the start-up reads of translations and legal links. */
export function withoutStartupReads<H extends Hit>(hits: readonly H[]): H[] {
  return hits.filter(
    (hit) => !STARTUP_READS.some((read) => read.test(`${hit.method} ${hit.url.split('?')[0]}`)),
  );
}

/** The legal product list of the reference server: the integrated pages. */
export const INTEGRATED_PRODUCTS: LegalProduct[] = [
  {
    name: 'care',
    termsAndCondition: '/loggedIn/termsAndConditionsPage/',
    privacyPolicy: '/loggedIn/privacyPolicyPage/',
  },
];

/** Legal texts of a language, as the server answers them. */
export function legalTerms(locale: string, overrides: Partial<LegalTerms> = {}): LegalTerms {
  return {
    locale,
    termsAndConditions: `<h2>Terms ${locale}</h2><p>Use Care for the guests' care only.</p>`,
    privacyPolicy: `<h2>Privacy ${locale}</h2><p>We keep your data safe.</p>`,
    ...overrides,
  };
}

/** Answers of the translation and legal routes; each can be replaced by the test. */
export function installI18nApi(
  server: RouteTable,
  options: {
    locales?: string[];
    terms?: Partial<Record<string, TranslationTerm[]>>;
    products?: LegalProduct[];
  } = {},
): void {
  server.routes.set('GET /api/personal/locale/', (_request, response) =>
    sendJson(response, 200, {
      data: (options.locales ?? ['it', 'en', 'de', 'es']).map((code) => ({ locale: { code } })),
    }),
  );
  for (const locale of ['it', 'en', 'de', 'es', 'gb']) {
    server.routes.set(`GET /api/personal/translation/${locale}`, (_request, response) =>
      sendJson(response, 200, { data: options.terms?.[locale] ?? [] }),
    );
    server.routes.set(`GET /api/personal/legal-terms/${locale}`, (_request, response) =>
      sendJson(response, 200, { data: legalTerms(locale === 'gb' ? 'en' : locale) }),
    );
  }
  // The maintenance flag, read on every logged-out page and on entering the logged-in area.
  server.routes.set('GET /api/conf/remote-config', (_request, response) =>
    sendJson(response, 200, { data: { data: false } }),
  );
  server.routes.set('GET /api/product/legal', (_request, response) =>
    sendJson(response, 200, { data: options.products ?? INTEGRATED_PRODUCTS }),
  );
  for (const path of ['/api/personal/addTerm/', '/api/public/addTerm/']) {
    server.routes.set(`POST ${path}`, (_request, response) =>
      sendJson(response, 200, { data: true }),
    );
  }
}

/**
 * The keys in session storage other than the translation cache (`care.i18n.*`, which the app
 * writes on every page, signed in or not): what a test means by "nothing is stored".
 */
export function sessionKeysBesidesTranslations(storage: Storage = sessionStorage): string[] {
  return Object.keys(storage).filter((key) => !key.startsWith('care.i18n.'));
}
