import { request } from 'node:http';
import { createConnection } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TSmtpSink } from '#/modules/communications/testing.ts';

/** Probes for tests that stop real processes mid-work (issue 24, item 3). */

export type TSlowSink = TSmtpSink & { copies: { to: string; messageId: string }[] };

/**
 * An SMTP sink that takes a few milliseconds per message, so a stop or a kill lands mid-send. A
 * copy is recorded as soon as its data is in: a kill before the answer leaves it in doubt.
 */
export async function startSlowSmtpSink(delayMs = 6): Promise<TSlowSink> {
  const copies: TSlowSink['copies'] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'x' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(.+)$/im.exec(data)?.[1]?.trim() ?? '';
        for (const to of session.envelope.rcptTo) copies.push({ to: to.address, messageId });
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  // A killed worker's connections reset: expected here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    received: [],
    copies,
    rejectRecipients: new Set(),
    waitFor: async () => [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A POST on a connection of its own; `answer` is its status, or the error that ended it. */
export function openRequest(port: number, path: string, headers: Record<string, string>) {
  const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false });
  const answer = new Promise<{ status?: number; error?: string }>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
  });
  return { request: req, answer };
}

/** Whether a new connection to the port is taken or refused. */
export function connect(port: number): Promise<'taken' | 'refused'> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve('taken');
    });
    socket.on('error', () => resolve('refused'));
  });
}
