import { isIP } from 'node:net';
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
};

const TIMEOUT_MS = 10_000;
const EMAIL_CHANNEL_ID = CHANNELS.find((channel) => channel.name === 'Email')?.id ?? 1;

/**
 * A nodemailer transport to the customer's server, opened to the address the outbound guard
 * checked (so DNS cannot change between check and connect) while TLS still verifies the name
 * the customer typed (servername). Throws OutboundBlockedError for a refused host.
 */
async function openTransport(server: TSmtpServer, policy: TOutboundPolicy) {
  const checked = await resolvePublicAddress(server.host, policy);
  return nodemailer.createTransport({
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
  });
}

/** Connects, greets and authenticates without sending: the server's verdict on the settings. */
export async function verifySmtpServer(server: TSmtpServer, policy: TOutboundPolicy) {
  const transport = await openTransport(server, policy);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

export function createSmtpAdapter(server: TSmtpServer, policy: TOutboundPolicy): TChannelAdapter {
  return {
    channelId: EMAIL_CHANNEL_ID,
    async send(message: TOutboundMessage): Promise<TSendResult> {
      const transport = await openTransport(server, policy);
      try {
        const info = await transport.sendMail({
          from: message.from ?? server.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        return { ok: true, providerMessageId: info.messageId, response: info.response };
      } finally {
        transport.close();
      }
    },
  };
}
