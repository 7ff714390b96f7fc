import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '#/config.ts';
import { metricsRegistry } from './registry.ts';

export type TMetricsServer = { port: number; close: () => Promise<void> };

/**
 * `GET /metrics` in Prometheus's text format on METRICS_HOST:METRICS_PORT, a listener of its own
 * so the public port never shows it (operators scrape from inside their network). Undefined when
 * METRICS_PORT is 0, or when the port is taken: a process still serves without its metrics (the
 * scraper then reports the target down) rather than refusing to start over them.
 */
export async function startMetricsServer(
  config: Pick<TConfig, 'metrics'>,
  log: FastifyBaseLogger,
): Promise<TMetricsServer | undefined> {
  if (config.metrics.port === 0) return undefined;
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  try {
    await listen(server, config.metrics.port, config.metrics.host);
  } catch (error) {
    log.error(
      { err: error, port: config.metrics.port },
      'metrics listener not started: give each process on this machine its own METRICS_PORT (0 turns it off)',
    );
    return undefined;
  }
  const { port } = server.address() as AddressInfo;
  log.info({ port, host: config.metrics.host }, 'metrics listening');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
