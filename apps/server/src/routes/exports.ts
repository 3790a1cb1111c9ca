import {
  API_ROUTES,
  EXPORT_MAX_DAYS,
  EXPORT_MAX_PDF_ROWS,
  exportParamsSchema,
  exportGroupQuerySchema,
  exportQuerySchema,
  STAFF_ROLES,
} from '@care/api-client/schemas';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { AppError } from '../errors/app-error';
import { recordExport } from '../exports/audit';
import { contentDisposition, exportFileName } from '../exports/filename';
import { exportGuest } from '../exports/guest';
import { resolvePeriod, todayIn } from '../exports/period';
import { exportGroup } from '../exports/group';
import { produceExport, produceGroupExport, type ExportFile } from '../exports/produce';
import { firstSeededGroup, firstSeededGuest } from '../people/route-examples';

const URL = `/api/${API_ROUTES.exportDownload.path.replace('{type}', ':type')}`;

/** The refusals of a period and a size, the same for a guest's export and a group's. */
const PERIOD_ERRORS = [
  { code: 'E040', status: 400, when: '`from` after `to`' },
  { code: 'E041', status: 400, when: `a period over ${EXPORT_MAX_DAYS} days` },
  { code: 'E043', status: 422, when: `a PDF of over ${EXPORT_MAX_PDF_ROWS} rows` },
] as const;

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
      ...PERIOD_ERRORS,
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
      return sendFile(reply, file, name);
    },
  });
  registerGroupExportRoute(context);
}

/** Sends a made export as a download that no cache keeps. */
function sendFile(reply: FastifyReply, file: ExportFile, name: string) {
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return file.body;
}

const GROUP_URL = `/api/${API_ROUTES.exportGroupDownload.path.replace('{type}', ':type')}`;

/**
 * `GET /api/exports/:type/group`: the records of every guest of a group, for the types that allow
 * it (docs/behaviour/exports.md#a-groups-export); the audit log gets one line per guest.
 */
function registerGroupExportRoute(context: ServerContext): void {
  const { router, db } = context;
  router.add({
    method: 'GET',
    url: GROUP_URL,
    summary: 'Export the records of a group’s guests as CSV or PDF',
    description:
      '`{type}` a registered export type that allows a group (`DIARY`, the measurements’ types). ' +
      '`?groupId=` one of the caller’s groups (administrators: any), `from`, `to`, `format`, ' +
      '`lang` as for a guest. The ' +
      'guests of the group one after the other (by surname and name), each guest’s rows oldest ' +
      'first, with a first column naming the guest. Every guest included gets a line in the ' +
      'export audit log. Staff roles.',
    tags: ['exports'],
    auth: true,
    access: { roles: STAFF_ROLES },
    params: exportParamsSchema,
    query: exportGroupQuerySchema,
    response: downloadSchema,
    responseContentType: 'text/csv, application/pdf',
    example: async (fixture) => ({
      path: `${GROUP_URL.replace(':type', 'DIARY')}?groupId=${await firstSeededGroup(fixture)}`,
    }),
    errors: [
      { code: 'E013', status: 403, when: 'a guest asks; a group that is not the caller’s' },
      { code: 'E042', status: 404, when: 'no export type of that name' },
      { code: 'E012', status: 400, when: 'no `groupId`' },
      {
        code: 'E016',
        status: 400,
        when: 'a malformed day, format, language or type name; a type without a group export',
      },
      ...PERIOD_ERRORS,
    ],
    async handler({ caller, params, query, reply, timeZone }) {
      const definition = context.exports.get(params.type);
      if (!definition) throw new AppError('E042');
      if (!definition.group) throw new AppError('E016', { status: 400 });
      const group = await exportGroup(db, caller, query.groupId);
      const now = context.clock();
      const period = resolvePeriod(query, definition.defaultPeriod, todayIn(now, timeZone));
      const job = { definition, period, format: query.format, lang: query.lang };
      const file = await produceGroupExport(db, { ...job, group, caller, timeZone, now });
      for (const guest of group.guests) {
        const rowCount = file.rowsByGuest?.get(guest.accountId) ?? 0;
        await recordExport(db, { ...job, guest, caller, rowCount, at: now });
      }
      const name = exportFileName(
        [definition.type, group.name, period.from, period.to],
        query.format,
      );
      return sendFile(reply, file, name);
    },
  });
}
