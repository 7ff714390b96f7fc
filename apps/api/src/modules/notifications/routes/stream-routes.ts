import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZStreamQuerySchema,
  ZStreamTicketRequestSchema,
  ZStreamTicketResponseSchema,
} from '@resonate/contracts/notifications';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/ip-whitelist/address-guard.ts';
import { authOf } from '#/plugins/auth.ts';
import { ownScope } from '../scope.ts';
import { openStream } from '../stream/open-stream.ts';
import { StreamHub } from '../stream/stream-hub.ts';
import { issueStreamTicket, readStreamTicket } from '../stream/stream-ticket.ts';
import { listenForUnreadChanges } from '../stream/unread-channel.ts';

const tags = ['notifications'];
const INVALID_TICKET = 'The stream ticket is missing or has expired; ask for a new one';

/** Server-sent events: the unread count is pushed when it changes, on any API instance. */
const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new StreamHub();
  const pushAll = (subscribers: ReturnType<StreamHub['all']>) => {
    for (const subscriber of subscribers) {
      subscriber.push().catch((error: unknown) => {
        app.log.warn({ err: error }, 'notification stream: push failed');
        subscriber.end();
      });
    }
  };
  const listener = listenForUnreadChanges(
    app.ownerDatabaseUrl,
    {
      onChange: (clientId, userId) => pushAll(hub.forUser(clientId, userId)),
      onResync: () => pushAll(hub.all()),
    },
    app.log,
  );
  await listener
    .start()
    .catch((error: unknown) => app.log.warn({ err: error }, 'notification listener not started'));
  // Before the server closes: open streams would otherwise hold the close until they time out.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => listener.close());

  app.post(
    '/api/AlertAndNotifications/GetStreamTicket',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security: [{ accessToken: [] }],
        summary: 'A one-minute ticket that opens the notification stream (EventSource)',
        body: ZStreamTicketRequestSchema,
        response: { 200: ZStreamTicketResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { departmentId } = ownScope(auth, request.body);
      const data = issueStreamTicket(app.config.appSecret, auth, departmentId);
      return { status: true, message: 'Stream ticket', data };
    },
  );

  app.get(
    '/api/AlertAndNotifications/Stream',
    {
      schema: {
        tags,
        summary: 'text/event-stream of `unread` events ({ unreadCount }); opened with a ticket',
        querystring: ZStreamQuerySchema,
        response: { ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const ticket = request.query.ticket;
      const claims = ticket ? readStreamTicket(app.config.appSecret, ticket) : undefined;
      if (!claims) throw new AppError('UNAUTHORIZED', INVALID_TICKET);
      // The stream is the user's own (their client's): its IP whitelist guards it.
      await assertLinkAddressAllowed(app.db, { clientId: claims.clientId }, request.ip);
      await openStream({ db: app.db, hub }, request, reply, claims);
    },
  );
};

export default streamRoutes;
