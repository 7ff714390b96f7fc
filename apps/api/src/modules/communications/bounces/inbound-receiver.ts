import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { BOUNCE_IGNORED, BOUNCE_LIMITS } from '@resonate/contracts/campaigns/bounces';
import { bounceBatcher } from './bounce-batcher.ts';
import { takeReport, type TReportDeps } from './take-report.ts';
import { looksLikeUnsubscribe } from './verp.ts';

export type TBounceReceiver = { port: number; close(): Promise<void> };

type TSmtpError = Error & { responseCode: number };
function smtpError(code: number, message: string): TSmtpError {
  return Object.assign(new Error(message), { responseCode: code });
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded ? undefined : Buffer.concat(chunks)));
  });
}

/**
 * The built-in inbound SMTP receiver (issue 22): the MX of a bounce domain. It accepts mail
 * only for VERP and List-Unsubscribe mailto addresses we issued (RCPT TO of anything else is
 * 550, so it is no open relay nor a spam trap), and hands each mail to takeReport. A report it cannot use is still accepted
 * (250) and logged: a bounce refused would bounce back to the reporting MTA's postmaster.
 * No AUTH, no TLS: it only ever receives, and bounces carry nothing secret.
 */
export async function startBounceReceiver(
  deps: TReportDeps,
  listen: { port: number; host: string },
): Promise<TBounceReceiver> {
  const batched = { ...deps, handle: bounceBatcher(deps.db) };
  const server = new SMTPServer({
    name: 'resonate-bounces',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    size: BOUNCE_LIMITS.reportBytesMax,
    maxClients: 50,
    onRcptTo({ address }, _session, callback) {
      if (deps.verp.read(address) || deps.verp.readUnsubscribe(address)) return callback();
      if (looksLikeUnsubscribe(address)) {
        deps.log.info({ reason: BOUNCE_IGNORED.forgedUnsubscribe }, 'unsubscribe mail refused');
      }
      callback(smtpError(550, '5.1.1 No such mailbox here'));
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      readAll(stream)
        .then(async (raw) => {
          if (!raw) return callback(smtpError(552, '5.3.4 Message too big'));
          await takeReport(batched, raw, recipients);
          callback();
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error }, 'bounce receiver: report not stored');
          callback(smtpError(451, '4.3.0 Try again later'));
        });
    },
  });
  server.on('error', (error) => deps.log.warn({ err: error }, 'bounce receiver: connection'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    // reusePort: several worker processes may each run a receiver on the same port (the kernel
    // spreads connections); a report taken twice is a replay the handler ignores.
    server.server.listen({ port: listen.port, host: listen.host, reusePort: true }, () =>
      resolve(),
    );
  });
  const { port } = server.server.address() as AddressInfo;
  deps.log.info({ port }, 'bounce receiver listening');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
