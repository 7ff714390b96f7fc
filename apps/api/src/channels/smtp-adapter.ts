import { randomUUID, type KeyObject } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import { CHANNELS } from '@resonate/contracts/channels';
import { resolvePublicAddress, type TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TChannelAdapter, TOutboundMessage, TSendResult } from './channel-adapter.ts';

export type TSmtpServer = {
  host: string;
  port: number;
  security: 'none' | 'starttls' | 'tls';
  username: string;
  /** Already opened from its sealed form; never logged. */
  password: string;
  from: string;
  /**
   * The development outbox: when set, each message is written there as a raw .eml file (signed
   * like a sent one) instead of being sent; host and port are not used.
   */
  outboxDir?: string;
};

/**
 * A DKIM signing key: the domain (d=), the selector published in DNS (s=) and the private key,
 * parsed once (a KeyObject signs about twice as fast as a PEM string parsed per message).
 */
export type TDkimKey = { domainName: string; keySelector: string; privateKey: KeyObject };

/**
 * What an email needs beyond TOutboundMessage: its envelope sender (the VERP bounce address)
 * and the key that signs it. Signed header fields: nodemailer's list (RFC 6376 5.4) plus the
 * RFC 8058 and feedback-loop headers, which receivers only trust when the signature covers them.
 */
export type TEmailExtras = { envelopeFrom?: string; dkim?: TDkimKey };
export const SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:' +
  'Content-Transfer-Encoding:In-Reply-To:References:List-Id:List-Unsubscribe:' +
  'List-Unsubscribe-Post:Feedback-ID';

/**
 * A message built and signed elsewhere (the campaign email workers): its bytes, its SMTP
 * envelope as nodemailer derives it (addresses checked, IDN in punycode) and its Message-ID.
 */
export type TRawEmail = {
  raw: Buffer;
  envelope: { from: string | false; to: string[] };
  messageId: string;
};

const TIMEOUT_MS = 10_000;
const EMAIL_CHANNEL_ID = CHANNELS.find((channel) => channel.name === 'Email')?.id ?? 1;

/** A sending run keeps this many connections open and sends this many messages on each. */
export const SMTP_POOL = { maxConnections: 8, maxMessages: 1_000 } as const;

/**
 * A nodemailer transport to the customer's server, opened to the address the outbound guard
 * checked (so DNS cannot change between check and connect) while TLS still verifies the name
 * the customer typed (servername). Throws OutboundBlockedError for a refused host. Pooled for
 * the sending engine: one transport for a whole run, its connections reused across messages.
 */
async function openTransport(server: TSmtpServer, policy: TOutboundPolicy, pooled = false) {
  if (server.outboxDir) {
    return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }
  const checked = await resolvePublicAddress(server.host, policy);
  const options = {
    host: checked.address,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    // SNI takes names only (RFC 6066): a server typed as an IP is verified against that IP.
    tls: isIP(server.host) ? {} : { servername: server.host },
    auth: server.username ? { user: server.username, pass: server.password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
  return pooled
    ? nodemailer.createTransport({ ...options, pool: true, ...SMTP_POOL })
    : nodemailer.createTransport(options);
}

/** A nodemailer transport as sendRaw calls it. */
type TRawTransport = {
  send(
    mail: ReturnType<typeof rawMail>,
    callback: (error: Error | null, info?: { messageId?: string; response?: string }) => void,
  ): void;
};

/** The mail object a nodemailer transport reads, for bytes already built (sendRaw). */
function rawMail(message: TRawEmail) {
  return {
    data: {},
    message: {
      getEnvelope: () => message.envelope,
      messageId: () => message.messageId,
      getHeader: (name: string) =>
        name.toLowerCase() === 'message-id' ? message.messageId : undefined,
      createReadStream: () => {
        const stream = new Readable({ read() {} });
        stream.push(message.raw);
        stream.push(null);
        return stream;
      },
    },
  };
}

/** Connects, greets and authenticates without sending: the server's verdict on the settings. */
export async function verifySmtpServer(server: TSmtpServer, policy: TOutboundPolicy) {
  if (server.outboxDir) return;
  const transport = await openTransport(server, policy);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

/** nodemailer's DKIM options; its types say string, but node's crypto signs with a KeyObject. */
function dkimOptions(key: TDkimKey) {
  return {
    ...key,
    privateKey: key.privateKey as unknown as string,
    headerFieldNames: SIGNED_HEADERS,
  };
}

/** A pool with nothing to send for this long closes itself (a test button, a run's end). */
const IDLE_CLOSE_MS = 1_000;

/**
 * The email channel's adapter: one pooled transport, opened on first use, for every message it
 * sends (the sending engine reuses one adapter for a whole run). It closes itself when idle,
 * so a caller that sends one message (the test button) leaves nothing open, and close() ends
 * it at once. A Message-ID header is kept as the message's id, so a message sent again after a
 * crash is the same message to the receiver. Errors throw, as nodemailer reports them.
 */
export function createSmtpAdapter(
  server: TSmtpServer,
  policy: TOutboundPolicy,
): TChannelAdapter & {
  send(message: TOutboundMessage & TEmailExtras): Promise<TSendResult>;
  sendRaw(message: TRawEmail): Promise<TSendResult>;
  close(): Promise<void>;
} {
  type TTransport = Awaited<ReturnType<typeof openTransport>>;
  let opening: Promise<TTransport> | undefined;
  let inFlight = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const close = () => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    const current = opening;
    opening = undefined;
    void current?.then((transport) => transport.close()).catch(() => undefined);
  };

  /** Runs one send on the pooled transport, opened on first use, closed when idle. */
  const withTransport = async <R>(fn: (transport: TTransport) => Promise<R>): Promise<R> => {
    clearTimeout(idleTimer);
    inFlight += 1;
    try {
      opening ??= openTransport(server, policy, true);
      const transport = await opening.catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      return await fn(transport);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) {
        idleTimer = setTimeout(close, IDLE_CLOSE_MS);
        idleTimer.unref();
      }
    }
  };

  return {
    channelId: EMAIL_CHANNEL_ID,
    send: (message: TOutboundMessage & TEmailExtras): Promise<TSendResult> =>
      withTransport(async (transport) => {
        const { 'Message-ID': messageId, ...headers } = message.headers ?? {};
        const info = await transport.sendMail({
          from: message.from ?? server.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers,
          ...(messageId ? { messageId } : {}),
          ...(message.envelopeFrom
            ? { envelope: { from: message.envelopeFrom, to: message.to } }
            : {}),
          ...(message.dkim ? { dkim: dkimOptions(message.dkim) } : {}),
        });
        if (server.outboxDir) {
          const file = await writeToOutbox(
            server.outboxDir,
            info.message as Buffer,
            message.envelopeFrom,
          );
          return { ok: true, providerMessageId: info.messageId, response: `written to ${file}` };
        }
        return { ok: true, providerMessageId: info.messageId, response: info.response ?? '' };
      }),
    /**
     * Sends a message already built and signed as it is, straight to the pooled transport: what
     * Mail.sendMail would add for raw bytes (composing, plugins, a stream pipeline per message)
     * is work the engine's thread does not need. The transport sees the message as nodemailer's
     * transports do (getEnvelope, messageId, createReadStream). Not for the outbox.
     */
    sendRaw: (message: TRawEmail): Promise<TSendResult> =>
      withTransport(
        (transport) =>
          new Promise<TSendResult>((resolve, reject) => {
            const pool = transport.transporter as unknown as TRawTransport;
            pool.send(rawMail(message), (error, info) => {
              if (error) reject(error);
              else {
                resolve({
                  ok: true,
                  providerMessageId: info?.messageId ?? message.messageId,
                  response: info?.response ?? '',
                });
              }
            });
          }),
      ),
    async close() {
      close();
    },
  };
}

/**
 * One .eml per message, owner-only, named so a listing sorts by time (as system mail's). The
 * envelope sender goes first as Return-Path, as the receiving server records it (unsigned).
 */
async function writeToOutbox(
  outboxDir: string,
  raw: Buffer,
  envelopeFrom: string | undefined,
): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  if (envelopeFrom) raw = Buffer.concat([Buffer.from(`Return-Path: <${envelopeFrom}>\n`), raw]);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outboxDir, `${stamp}-${randomUUID()}.eml`);
  await writeFile(file, raw, { mode: 0o600 });
  return path.basename(file);
}
