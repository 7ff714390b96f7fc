import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TRecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type TCannedAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * A local HTTP server standing in for a provider: it records every request and answers what
 * `answer` returns for it (200 {} by default), so tests check what was sent and how the
 * answer is read.
 */
export async function startRecordingServer(
  answer: (request: TRecordedRequest) => TCannedAnswer = () => ({ status: 200, body: {} }),
) {
  const requests: TRecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const { status, body, headers } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Basic credentials of a recorded request, decoded. */
export function basicCredentials(headers: IncomingHttpHeaders): string {
  const value = String(headers.authorization ?? '');
  return Buffer.from(value.replace(/^Basic /, ''), 'base64').toString('utf8');
}
