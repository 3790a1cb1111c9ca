import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { documentSettings, type DocumentSettings } from '../../documents/reminders';
import { registerAttachmentRoutes } from './attachment-routes';
import { registerDocumentAuditRoutes } from './audit-routes';
import { registerDocumentReadRoutes } from './document-read-routes';
import { registerDocumentWriteRoutes } from './document-routes';
import { registerDocumentListRoutes } from './list-routes';
import { scheduleDocumentReminders } from './reminder-timer';

/**
 * Personal documents (docs/behaviour/documents.md#calls): the fields structure, documents,
 * attachments, history, the expiry dashboard, the audit log, and the expiry-reminder timer.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  context: ServerContext,
  settings: DocumentSettings = documentSettings(),
): void {
  registerDocumentWriteRoutes(context);
  registerDocumentReadRoutes(context);
  registerAttachmentRoutes(context);
  registerDocumentListRoutes(context, settings);
  registerDocumentAuditRoutes(context);
  scheduleDocumentReminders(app, context, settings);
}
