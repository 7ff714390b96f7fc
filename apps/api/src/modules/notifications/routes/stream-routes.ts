import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_STREAM_TICKET,
  NOTIFICATION_STREAM,
} from '@resonate/contracts/notifications-endpoints';
import { AppError } from '#/errors.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import { ownScope } from '../scope.ts';
import { openStream } from '../stream/open-stream.ts';
import { StreamHub } from '../stream/stream-hub.ts';
import { issueStreamTicket, readStreamTicket } from '../stream/stream-ticket.ts';
import { listenForUnreadChanges } from '../stream/unread-channel.ts';

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

  addEndpoint(app, GET_STREAM_TICKET, async (body, request) => {
    const auth = authOf(request);
    const { departmentId } = ownScope(auth, body);
    const data = issueStreamTicket(app.config.appSecret, auth, departmentId);
    return { status: true, message: 'Stream ticket', data };
  });

  addEndpoint(app, NOTIFICATION_STREAM, async (query, request, reply) => {
    const claims = query.ticket ? readStreamTicket(app.config.appSecret, query.ticket) : undefined;
    if (!claims) throw new AppError('UNAUTHORIZED', INVALID_TICKET);
    // The stream is the user's own (their client's): its IP whitelist guards it.
    await assertLinkAddressAllowed(app.db, { clientId: claims.clientId }, request.ip);
    await openStream({ db: app.db, hub }, request, reply, claims);
  });
};

export default streamRoutes;
