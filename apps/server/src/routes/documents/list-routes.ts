import {
  documentDashboardResponseSchema,
  documentListResponseSchema,
} from '@care/api-client/schemas';
import type { ServerContext } from '../../context';
import type { DocumentSettings } from '../../documents/reminders';
import { dashboard, listDocuments } from '../../documents/service';
import { SIGNED_IN } from '../../http/router';
import { ACCESS_RULES, accountQuery, documentCaller } from './shared';

/** Lists of documents: one account's, and the expiry dashboard (to expire, expired). */
export function registerDocumentListRoutes(
  context: ServerContext,
  settings: DocumentSettings,
): void {
  const { router, db, clock } = context;

  router.add({
    method: 'GET',
    url: '/api/document',
    summary: 'One account’s documents the caller may read',
    description:
      `${ACCESS_RULES} \`?atCustomerAccountId=\` (default: the caller’s own account); documents ` +
      'the caller may not read are left out. Newest first.',
    tags: ['documents'],
    auth: true,
    access: SIGNED_IN,
    module: { id: 'documents', level: 'read' },
    query: accountQuery,
    response: documentListResponseSchema,
    errors: [{ code: 'E016', status: 400, when: 'atCustomerAccountId is not a positive integer' }],
    async handler({ query, caller, session }) {
      const { atCustomerAccountId } = query;
      const user = documentCaller(caller);
      return {
        data: await listDocuments(db, user, atCustomerAccountId ?? session.accountId),
      };
    },
  });

  for (const kind of ['to-expire', 'expired'] as const) {
    router.add({
      method: 'GET',
      url: `/api/document/api/v1/dashboard/${kind}`,
      summary:
        kind === 'to-expire'
          ? `Documents expiring within ${settings.reminderDays} days`
          : 'Documents already expired',
      description:
        `Active documents (state on) the caller may read, soonest expiration first; ` +
        `\`?atCustomerAccountId=\` keeps one account’s. "To expire": within ` +
        `DOCUMENT_REMINDER_DAYS (${settings.reminderDays}) days from now, the window of the ` +
        'expiry reminders. A guest sees only their own.',
      tags: ['documents'],
      auth: true,
      access: SIGNED_IN,
      module: { id: 'documents', level: 'read' },
      query: accountQuery,
      response: documentDashboardResponseSchema,
      errors: [
        { code: 'E016', status: 400, when: 'atCustomerAccountId is not a positive integer' },
      ],
      async handler({ query, caller }) {
        const { atCustomerAccountId } = query;
        const user = documentCaller(caller);
        return {
          data: await dashboard(
            db,
            user,
            kind,
            clock(),
            settings.reminderDays,
            atCustomerAccountId,
          ),
        };
      },
    });
  }
}
