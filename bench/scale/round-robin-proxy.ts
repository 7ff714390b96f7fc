import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TProxy = { url: string; close: () => Promise<void> };

/**
 * The load balancer of a scaled-out installation, as small as it gets: each request goes to the
 * next upstream in turn, over kept-alive connections. Loopback only; for the bench, not for use
 * in front of the product (nginx or a cloud balancer is).
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<TProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]!);
    const forwarded = request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
