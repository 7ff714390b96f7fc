import { randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A forward proxy on loopback that sends each request on to the server from a source address of
 * its own (127.x.y.z). The API counts failed sign-ins and rate-limits per client address, and a
 * browser on this machine always connects from 127.0.0.1, so tests that share it would trip each
 * other's captcha and limits. Through this proxy each browser context is its own "visitor".
 * Plain HTTP only: the product under test is served over http on loopback.
 */
export type TAddressProxy = { server: string; sourceAddress: string; stop: () => Promise<void> };

export function randomLoopbackAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${(a! % 254) + 1}.${b}.${(c! % 254) + 1}`;
}

export async function startAddressProxy(
  sourceAddress: string = randomLoopbackAddress(),
): Promise<TAddressProxy> {
  const proxy: Server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: incoming.method,
        headers: incoming.headers,
        localAddress: sourceAddress,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    sourceAddress,
    stop: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
