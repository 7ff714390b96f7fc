import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { createRequestMeter, type TRequestMeter } from '#/modules/consumption/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** API calls and bandwidth per client (issue 11 metering). */
    usageMeter: TRequestMeter;
  }
}

/** How often the in-memory counters are added to usage_daily. */
const FLUSH_MS = 5_000;

const startBytes = new WeakMap<object, number>();

/**
 * Counts every authenticated request (a session or an API key) as an API call of its client and
 * the bytes written for its response as bandwidth. The bytes are the socket's bytesWritten
 * before and after the response (headers and body, streamed downloads included); HTTP/1.1
 * answers one request at a time per connection, so the difference is this response's.
 */
export default fp(
  async function usageMeter(app) {
    const meter = createRequestMeter(app.db, app.log);
    app.decorate('usageMeter', meter);

    app.addHook('onRequest', async (request) => {
      const written = (request.raw.socket as Socket | null)?.bytesWritten;
      if (typeof written === 'number') startBytes.set(request.raw, written);
    });
    app.addHook('onResponse', async (request, reply) => {
      const clientId = request.auth?.clientId ?? request.apiKey?.clientId;
      if (!clientId) return;
      const written = (request.raw.socket as Socket | null)?.bytesWritten;
      const before = startBytes.get(request.raw);
      // An injected request (tests) has no real socket: count the declared body length.
      const bytes =
        typeof written === 'number' && before !== undefined && written > before
          ? written - before
          : Number(reply.getHeader('content-length') ?? 0) || 0;
      meter.record(clientId, request.auth?.departmentId ?? 0, bytes);
    });

    const timer = setInterval(() => void meter.flush(), FLUSH_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await meter.flush();
    });
  },
  { name: 'usage-meter', dependencies: ['database', 'auth', 'api-key'] },
);
