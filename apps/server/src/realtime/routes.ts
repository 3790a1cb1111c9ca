import fastifyWebsocket from '@fastify/websocket';
import {
  envelope,
  notificationSeqSchema,
  recordIdSchema,
  socketServerFrameSchema,
  type Role,
} from '@care/api-client/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { DEMO_ACCOUNTS } from '../db/demo-accounts';
import { customerAccounts, customerRoles, personalData } from '../db/schema';
import { AppError } from '../errors/app-error';
import { sendError } from '../errors/handler';
import { accountChannel, accountOfChannel } from './channels';
import type { NotificationHub } from './hub';
import type { NotificationSettings } from './settings';

/** Where the notification socket is served. */
export const NOTIFICATION_SOCKET_PATH = '/api/notifications/socket';
/** Where administrators send a message to a user. */
export const ADMIN_MESSAGE_PATH = '/api/notifications';
/** Test only: publish any notification (the web app's end-to-end tests). */
export const TEST_PUBLISH_PATH = '/api/__test__/notifications';

/** The name of the notification an administrator's message arrives as. */
export const ADMIN_MESSAGE_NAME = 'admin.message';

/** Largest client frame the socket reads (an `auth` frame is well under 5 KiB). */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/** Who may send messages to users. */
const MESSAGE_SENDERS: readonly Role[] = ['RA_ADMIN'];

/** `POST /api/notifications` body: the user (their customer account id) and the text. */
export const adminMessageRequestSchema = z.object({
  accountId: recordIdSchema,
  text: z.string().trim().min(1).max(2000),
});

/** The payload of an `admin.message` notification. */
export const adminMessagePayloadSchema = z.object({
  text: z.string(),
  from: z.object({ accountId: z.number().int(), name: z.string() }),
});

/** `POST /api/__test__/notifications` body. */
export const testPublishRequestSchema = z.object({
  channel: z
    .string()
    .min(1)
    .max(200)
    .refine((channel) => accountOfChannel(channel) !== null, 'not a channel (account-<id>)'),
  name: z.string().min(1).max(200),
  /** Any JSON. */
  payload: z.unknown().optional(),
});

/** What a publication answers: the channel and the sequence number it got. */
export const publishedResponseSchema = envelope(
  z.object({ channel: z.string(), seq: notificationSeqSchema }),
);

/**
 * True when a WebSocket from `Origin` may be opened: the server's own origin (the `Host` the
 * request came to, with the scheme the page used; an `http:` page cannot reach a server known to
 * be on TLS), or one of `allowed`. A request without `Origin` comes from something other than a
 * browser page (a Node service, a test) and cannot ride on a user's browser, so it is let
 * through: the token in the first frame is what authenticates anyway.
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, file: pages) and garbage
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  if (allowed.includes(page.origin)) return true;
  if (request.protocol === 'https' && page.protocol !== 'https:') return false;
  let own: URL;
  try {
    own = new URL(`${page.protocol}//${request.host}`);
  } catch {
    return false;
  }
  return request.host !== '' && own.host === page.host;
}

const exampleRecipient = DEMO_ACCOUNTS.find((account) => account.role === 'RA_NURSE');

/**
 * The hub's routes: the socket, the administrators' message, and (outside production, with
 * FAULTS_ENABLED=1 or NOTIFICATIONS_TEST_PUBLISH=1) the test publishing route. Registers
 * @fastify/websocket, whose `onRoute` hook wraps every route added after it: call this last.
 */
export async function registerNotificationRoutes(
  app: FastifyInstance,
  context: ServerContext,
  hub: NotificationHub,
  settings: Pick<NotificationSettings, 'allowedOrigins' | 'testPublish'>,
): Promise<void> {
  const { router, db, config } = context;
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false },
  });

  app.route({
    method: 'GET',
    url: NOTIFICATION_SOCKET_PATH,
    // Before the upgrade: a page of another origin never gets a WebSocket.
    onRequest: async (request, reply) => {
      if (!originAllowed(request, settings.allowedOrigins)) {
        request.log.warn({ origin: request.headers.origin }, 'notification socket: origin refused');
        return sendError(reply, 'E013', 403);
      }
      return undefined;
    },
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      return sendError(reply, 'E016', 426);
    },
    wsHandler: (socket) => hub.accept(socket),
  });
  router.document({
    method: 'GET',
    url: NOTIFICATION_SOCKET_PATH,
    summary: 'Notification socket (WebSocket)',
    description:
      'A WebSocket (a plain GET answers 426 E016). A page of another origin is refused before the ' +
      'upgrade (403 E013). JSON text frames, schemas in `@care/api-client/schemas`. The first ' +
      'frame, within 5 s, is `{ type: "auth", token, channelId, lastSeq }`: the session token ' +
      '(checked like the bearer header, neither rotated nor extended) and the channel ' +
      '`account-<customerAccountId>` of the signed-in user. A refused token closes with 4401, ' +
      'another channel with 4403. Then every stored notification with `seq > lastSeq` is sent ' +
      '(`{ name, seq, payload }`, seq increasing per channel), then `{ type: "ready" }`, then new ' +
      'notifications as they come. `{ type: "ping" }` is answered `{ type: "pong" }`; a socket ' +
      'silent for two heartbeat intervals (60 s) is dropped. History: 500 per channel, 7 days. ' +
      'Sign-out closes the sockets of the session with 4401.',
    tags: ['notifications'],
    auth: false,
    body: undefined,
    response: socketServerFrameSchema,
    responseContentType: 'application/json',
    successStatus: 101,
    errors: [
      { code: 'E013', status: 403, when: 'the page’s Origin is not this server’s (nor allowed)' },
      { code: 'E016', status: 426, when: 'a plain GET, not a WebSocket upgrade' },
    ],
  });

  router.add({
    method: 'POST',
    url: ADMIN_MESSAGE_PATH,
    idempotent: true,
    summary: 'Send a message to a user (administrators)',
    description:
      'Publishes an `admin.message` notification `{ text, from: { accountId, name } }` on the ' +
      'channel of the account `accountId` (`account-<id>`): delivered at once to its open ' +
      'sockets, replayed to the others when they reconnect (for 7 days). Only RA_ADMIN.',
    tags: ['notifications'],
    auth: true,
    body: adminMessageRequestSchema,
    response: publishedResponseSchema,
    errors: [
      { code: 'E013', status: 403, when: 'the caller is not an administrator' },
      { code: 'E017', status: 404, when: 'no account has that id' },
      { code: 'E012', status: 400, when: 'accountId or text missing, or a blank text' },
      { code: 'E015', status: 400, when: 'a text longer than 2000 characters' },
      { code: 'E016', status: 400, when: 'a field of the wrong type' },
    ],
    example: async ({ db: fixtureDb }) => {
      const [recipient] = await fixtureDb
        .select({ id: customerAccounts.id })
        .from(customerAccounts)
        .where(eq(customerAccounts.username, exampleRecipient?.username ?? 'nurse'));
      return { body: { accountId: recipient?.id ?? 1, text: 'The meeting moves to 3 pm.' } };
    },
    async handler({ body, session }) {
      const [role] = await db
        .select({ role: customerRoles.role })
        .from(customerRoles)
        .where(eq(customerRoles.accountId, session.accountId))
        .orderBy(asc(customerRoles.id))
        .limit(1);
      if (!role || !MESSAGE_SENDERS.includes(role.role)) throw new AppError('E013');
      const [recipient] = await db
        .select({ id: customerAccounts.id })
        .from(customerAccounts)
        .where(eq(customerAccounts.id, body.accountId));
      if (!recipient) throw new AppError('E017');
      const [sender] = await db
        .select({ name: personalData.name, surname: personalData.surname })
        .from(personalData)
        .where(eq(personalData.accountId, session.accountId));
      const payload: z.input<typeof adminMessagePayloadSchema> = {
        text: body.text,
        from: {
          accountId: session.accountId,
          name: sender ? `${sender.name} ${sender.surname}` : '',
        },
      };
      return {
        data: await hub.publish(accountChannel(recipient.id), ADMIN_MESSAGE_NAME, payload),
      };
    },
  });

  // Twice guarded, like the fault hooks: the settings never enable it in production, nor does this.
  if (settings.testPublish && config.nodeEnv !== 'production') {
    router.add({
      method: 'POST',
      url: TEST_PUBLISH_PATH,
      summary: 'Test only: publish a notification',
      description:
        'Exists only outside production with FAULTS_ENABLED=1 or NOTIFICATIONS_TEST_PUBLISH=1. ' +
        'Publishes `{ name, payload }` (any JSON) on `channel` (`account-<customerAccountId>`), ' +
        'exactly as the server would, so end-to-end tests can push a notification.',
      tags: ['test'],
      auth: false,
      body: testPublishRequestSchema,
      response: publishedResponseSchema,
      errors: [{ code: 'E016', status: 400, when: 'a channel that is not `account-<id>`' }],
      example: {
        body: { channel: 'account-1', name: 'test.example', payload: 'An example notification' },
      },
      async handler({ body }) {
        return { data: await hub.publish(body.channel, body.name, body.payload) };
      },
    });
  }
}
