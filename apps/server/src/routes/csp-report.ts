import { envelope } from '@care/api-client/schemas';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { BODY_LIMITS } from '../http/router';
import { CSP_REPORT_PATH } from '../http/security';

/** How many reports the server keeps (the newest; per instance, in memory). */
export const CSP_REPORTS_KEPT = 100;

/** CSP reports one client address may send per minute. */
export const CSP_REPORTS_PER_MINUTE = 120;

const text = z.string().max(4096);
const count = z.number().int().nonnegative().max(10_000_000);

/** `report-uri`'s format: `application/csp-report`, one violation. */
const legacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text.optional(),
    'blocked-uri': text.optional(),
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    disposition: text.optional(),
    'source-file': text.optional(),
    'line-number': count.optional(),
    'column-number': count.optional(),
    'script-sample': text.optional(),
  }),
});

/** The Reporting API's format (`report-to`): `application/reports+json`, a batch of reports. */
const reportingApiSchema = z
  .array(
    z.object({
      type: z.string().max(100),
      url: text.optional(),
      body: z
        .object({
          documentURL: text.optional(),
          blockedURL: text.optional(),
          effectiveDirective: text.optional(),
          disposition: text.optional(),
          sourceFile: text.optional(),
          lineNumber: count.optional(),
          columnNumber: count.optional(),
          sample: text.optional(),
        })
        .optional(),
    }),
  )
  .max(100);

/** What a browser posts to the report endpoint. */
export const cspReportRequestSchema = z.union([legacyReportSchema, reportingApiSchema]);

/** A violation as the server keeps it. URLs lose their query and fragment (they may hold data). */
export const cspReportSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  documentUrl: z.string(),
  blockedUrl: z.string(),
  effectiveDirective: z.string(),
  disposition: z.string(),
  sourceFile: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  sample: z.string().nullable(),
});
/** A kept CSP violation report. */
export type CspReport = z.infer<typeof cspReportSchema>;

/** `origin + path` of a URL; keywords such as `inline` or `eval` as they are. */
function withoutQuery(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin + url.pathname;
    return url.protocol; // data:, blob:, ws:...: never their content
  } catch {
    return value.slice(0, 100);
  }
}

type Violation = Omit<CspReport, 'id' | 'receivedAt'>;

function violations(body: z.output<typeof cspReportRequestSchema>): Violation[] {
  if (!Array.isArray(body)) {
    const r = body['csp-report'];
    return [
      {
        documentUrl: withoutQuery(r['document-uri']),
        blockedUrl: withoutQuery(r['blocked-uri']),
        effectiveDirective: (r['effective-directive'] ?? r['violated-directive'] ?? '').slice(
          0,
          100,
        ),
        disposition: (r.disposition ?? 'enforce').slice(0, 20),
        sourceFile: r['source-file'] ? withoutQuery(r['source-file']) : null,
        line: r['line-number'] ?? null,
        column: r['column-number'] ?? null,
        sample: r['script-sample']?.slice(0, 80) ?? null,
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation' && report.body)
    .map(({ url, body: b = {} }) => ({
      documentUrl: withoutQuery(b.documentURL ?? url),
      blockedUrl: withoutQuery(b.blockedURL),
      effectiveDirective: (b.effectiveDirective ?? '').slice(0, 100),
      disposition: (b.disposition ?? 'enforce').slice(0, 20),
      sourceFile: b.sourceFile ? withoutQuery(b.sourceFile) : null,
      line: b.lineNumber ?? null,
      column: b.columnNumber ?? null,
      sample: b.sample?.slice(0, 80) ?? null,
    }));
}

/**
 * `POST /api/csp-report`: browsers report Content-Security-Policy violations here (no session,
 * 16 KiB, rate limited per address). Each report is logged (warn) and the newest are kept in
 * memory. `GET /api/csp-report` lists them, only outside production or with CSP_REPORTS_EXPOSED=1,
 * so an end-to-end run can assert that none happened.
 */
export function registerCspReportRoutes(context: ServerContext): void {
  const { router, config, clock } = context;
  const kept: CspReport[] = [];
  let nextId = 1;

  router.add({
    method: 'POST',
    url: CSP_REPORT_PATH,
    summary: 'Report a Content-Security-Policy violation (sent by browsers)',
    description:
      'The `report-uri` and `report-to` target of the policy. Accepts `application/csp-report` ' +
      '(one report) and `application/reports+json` (a batch; non-CSP reports are ignored). ' +
      'URLs are kept without query and fragment. No session; at most 16 KiB and ' +
      `${CSP_REPORTS_PER_MINUTE} reports a minute per client address.`,
    tags: ['security'],
    auth: false,
    accepts: ['application/csp-report', 'application/reports+json', 'application/json'],
    body: cspReportRequestSchema,
    response: z.undefined(),
    successStatus: 204,
    bodyLimit: BODY_LIMITS.cspReport,
    config: { rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    errors: [
      { code: 'E016', status: 400, when: 'not a CSP report' },
      { code: 'E015', status: 413, when: 'body larger than 16 KiB' },
      { code: 'E020', status: 429, when: 'too many reports from this address' },
    ],
    example: {
      contentType: 'application/csp-report',
      body: {
        'csp-report': {
          'document-uri': 'http://localhost:3000/loggedIn/',
          'blocked-uri': 'inline',
          'effective-directive': 'style-src-elem',
          disposition: 'report',
        },
      },
    },
    async handler({ request, body }) {
      for (const violation of violations(body)) {
        const report = { id: nextId++, receivedAt: clock().toISOString(), ...violation };
        request.log.warn({ cspReport: report }, 'Content-Security-Policy violation');
        kept.push(report);
        if (kept.length > CSP_REPORTS_KEPT) kept.shift();
      }
      return undefined;
    },
  });

  if (!config.cspReportsExposed) return;
  router.add({
    method: 'GET',
    url: CSP_REPORT_PATH,
    summary: 'The CSP violations reported so far (not in production)',
    description:
      `The newest ${CSP_REPORTS_KEPT} reports of this server instance, oldest first, ids ` +
      'increasing. Exists only when NODE_ENV is not production or CSP_REPORTS_EXPOSED=1: the ' +
      'end-to-end tests assert that no page they visited violated the policy.',
    tags: ['security'],
    auth: false,
    response: envelope(z.array(cspReportSchema)),
    async handler() {
      return { data: [...kept] };
    },
  });
}
