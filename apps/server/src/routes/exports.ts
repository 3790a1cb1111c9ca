import {
  API_ROUTES,
  EXPORT_MAX_DAYS,
  EXPORT_MAX_PDF_ROWS,
  exportParamsSchema,
  exportQuerySchema,
  STAFF_ROLES,
} from '@care/api-client/schemas';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { AppError } from '../errors/app-error';
import { recordExport } from '../exports/audit';
import { contentDisposition, exportFileName } from '../exports/filename';
import { exportGuest } from '../exports/guest';
import { resolvePeriod, todayIn } from '../exports/period';
import { produceExport } from '../exports/produce';
import { firstSeededGuest } from '../people/route-examples';

const URL = `/api/${API_ROUTES.exportDownload.path.replace('{type}', ':type')}`;

/** A download: the CSV's bytes or the PDF's stream. */
const downloadSchema = z.custom<Buffer | Readable>(
  (value) => Buffer.isBuffer(value) || value instanceof Readable,
);

/**
 * `GET /api/exports/:type`: a guest's records of one registered export type as a CSV or PDF
 * download (docs/behaviour/exports.md), written to the export audit log before it leaves.
 */
export function registerExportRoutes(context: ServerContext): void {
  const { router, db } = context;
  router.add({
    method: 'GET',
    url: URL,
    summary: 'Export a guest’s records as CSV or PDF',
    description:
      '`{type}` is a registered export type (`STATUS_HISTORY`…). `?guestId=` (the personalDataId, ' +
      'required), `from` and `to` (`YYYY-MM-DD`, both included; the type’s default period when ' +
      `absent, at most ${EXPORT_MAX_DAYS} days), \`format=csv|pdf\` (default pdf), ` +
      '`lang=it|en|de|es` (default en: the texts, and the CSV separator: `;` for it, de, es, `,` ' +
      'for en). CSV: RFC 4180, UTF-8 with BOM, CRLF. PDF: A4, header and “page x of y” footer. ' +
      'A download (`Content-Disposition: attachment` with `filename*`); every export is written ' +
      'to the export audit log. Staff roles, on a guest within their groups.',
    tags: ['exports'],
    auth: true,
    access: { roles: STAFF_ROLES },
    params: exportParamsSchema,
    query: exportQuerySchema,
    response: downloadSchema,
    responseContentType: 'text/csv, application/pdf',
    example: async (fixture) => {
      const guest = await firstSeededGuest(fixture);
      if (!guest) throw new Error('no seeded guest for the export example');
      return { path: `${URL.replace(':type', 'STATUS_HISTORY')}?guestId=${guest.personalDataId}` };
    },
    errors: [
      { code: 'E013', status: 403, when: 'a guest asks; a guest outside the caller’s groups' },
      { code: 'E017', status: 404, when: 'no guest has that personalDataId' },
      { code: 'E042', status: 404, when: 'no export type of that name' },
      { code: 'E012', status: 400, when: 'no `guestId`' },
      { code: 'E016', status: 400, when: 'a malformed day, format, language or type name' },
      { code: 'E040', status: 400, when: '`from` after `to`' },
      { code: 'E041', status: 400, when: `a period over ${EXPORT_MAX_DAYS} days` },
      { code: 'E043', status: 422, when: `a PDF of over ${EXPORT_MAX_PDF_ROWS} rows` },
    ],
    async handler({ caller, params, query, reply, timeZone }) {
      const definition = context.exports.get(params.type);
      if (!definition) throw new AppError('E042');
      const guest = await exportGuest(db, caller, query.guestId);
      const now = context.clock();
      const period = resolvePeriod(query, definition.defaultPeriod, todayIn(now, timeZone));
      const job = { definition, guest, period, format: query.format, lang: query.lang };
      const file = await produceExport(db, { ...job, caller, timeZone, now });
      await recordExport(db, { ...job, caller, rowCount: file.rowCount, at: now });
      const name = exportFileName(
        [definition.type, `${guest.surname}-${guest.name}`, period.from, period.to],
        query.format,
      );
      reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return file.body;
    },
  });
}
