import fp from 'fastify-plugin';
import { runWithLogContext } from '#/log-context.ts';
import { startMetricsServer } from '#/metrics/metrics-server.ts';
import { httpErrors, httpRequestDuration } from '#/metrics/registry.ts';

/** The label of requests no route matched (scanners' random URLs must not each get a series). */
const UNMATCHED = 'unmatched';

/**
 * Observability of the HTTP side: each request runs in a log context holding its id (so jobs it
 * sends carry it, log-context.ts), is timed by route pattern into the metrics registry, and the
 * metrics listener (METRICS_PORT) starts with the app and closes with it. `/metrics` on the
 * public port is a plain 404: the figures are for the operator's network only.
 */
export default fp(
  async function metrics(app) {
    app.addHook('onRequest', (request, _reply, done) => {
      runWithLogContext({ requestId: request.id }, done);
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) {
        httpErrors.inc({
          method: request.method,
          route,
          status_class: `${String(reply.statusCode)[0]}xx`,
        });
      }
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.code(404).send({ status: false, message: 'No such endpoint: GET /metrics' }),
    );

    const server = await startMetricsServer(app.config, app.log);
    app.addHook('onClose', async () => {
      await server?.close();
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
