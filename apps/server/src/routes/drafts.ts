import { API_ROUTES, draftKeyResponseSchema } from '@care/api-client/schemas';
import type { ServerContext } from '../context';
import { draftKeyOf } from '../drafts/keys';
import { SIGNED_IN } from '../http/router';

/** The key of the caller's form drafts (docs/behaviour/never-losing-work.md#keys). */
export function registerDraftRoutes(context: ServerContext): void {
  const { router, db } = context;

  router.add({
    method: 'GET',
    url: `/api/${API_ROUTES.draftKey.path}`,
    summary: 'The key of the caller’s form drafts',
    description:
      'The caller’s account id and the 256-bit AES-GCM key (base64) with which the web app encrypts the caller’s form ' +
      'drafts in the browser. Made on the first call, the same for the account on every device ' +
      'afterwards; handed out to the account itself only, never cached (`Cache-Control: ' +
      'no-store`). The web app keeps it in memory, never in storage.',
    tags: ['drafts'],
    auth: true,
    access: SIGNED_IN,
    response: draftKeyResponseSchema,
    async handler({ caller, reply }) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
      return { data: { accountId: caller.accountId, key: await draftKeyOf(db, caller.accountId) } };
    },
  });
}
