import { createSmtpAdapter, SIGNED_HEADERS } from '#/channels/smtp-adapter.ts';
import {
  extendedSystemOf,
  sendingIdentityOf,
  smtpServerOf,
} from '#/modules/communication-settings/index.ts';
import { verpSigner } from '../bounces/verp.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { complianceHeaders, feedbackIdOf } from './email-headers.ts';
import { leaseMimePool, type TMimeLease } from './email-mime-pool.ts';
import type { TMessageSender, TRecipientMessage, TSenderCommunication } from './sender-for.ts';
import { settle, type TSenderResult } from './sender-result.ts';

const EMAIL = 1;

/** A display name as a quoted RFC 5322 phrase: no line breaks, quotes and backslashes escaped. */
function quotedName(name: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, (char) => `\\${char}`);
  return `"${clean}"`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The preheader (the line inboxes show after the subject) as the first, hidden element of the
 * body: right after <body> when the HTML has one, else at the start.
 */
export function withPreheader(html: string, preheader: string): string {
  if (!preheader.trim() || !html) return html;
  const hidden =
    '<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;' +
    `opacity:0;overflow:hidden;mso-hide:all">${escapeHtml(preheader)}</div>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return hidden + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + hidden + html.slice(at);
}

/** Message-ID must be in angle brackets (RFC 5322 msg-id). */
const messageIdOf = (deliveryId: string) =>
  deliveryId.startsWith('<') ? deliveryId : `<${deliveryId}>`;

type TSmtpError = Error & { responseCode?: number; command?: string; code?: string };

/** A 5xx answer to RCPT TO (or a rejected envelope) means the mailbox does not exist. */
function smtpFailure(error: unknown): TSenderResult {
  const smtp = error as TSmtpError;
  const code = smtp.responseCode ?? 0;
  const recipientRefused =
    code >= 500 && code < 600 && (smtp.code === 'EENVELOPE' || /^RCPT/i.test(smtp.command ?? ''));
  const line = smtp instanceof Error ? smtp.message.replace(/\s+/g, ' ').slice(0, 300) : '';
  return {
    ok: false,
    response: code ? `SMTP ${code}: ${line}` : line || 'The mail server could not be reached',
    // RFC 5321: a 5xx is final (4xx are retried with backoff); about the mailbox, it also
    // suppresses the address.
    ...(recipientRefused ? { permanent: true } : code >= 500 && code < 600 ? { final: true } : {}),
  };
}

/**
 * Email through the client's SMTP server, as the brand (issue 22): From an address at one of the
 * client's verified sending domains (AppError CONFLICT naming the missing record otherwise),
 * DKIM-signed with that domain's key (relaxed/relaxed, rsa-sha256, aligned with From), the
 * envelope sender a per-message VERP address at the domain's bounce mailbox, and the extended
 * settings applied: tracking of opens and clicks, the List-Unsubscribe pair, the Reply-To.
 */
export async function emailSender(
  deps: TCommunicationDeps,
  clientId: number,
  communication: TSenderCommunication,
): Promise<TMessageSender> {
  const server = await smtpServerOf(deps, clientId);
  const identity = await sendingIdentityOf(deps, clientId, communication.sender);
  const extended = await extendedSystemOf(deps, clientId);
  const adapter = createSmtpAdapter(server, { allowPrivate: deps.config.allowPrivateChannelHosts });
  const verp = verpSigner(deps.config.appSecret);
  const fromName = String(communication.sender.fromName ?? '').trim();
  const replyTo = (String(communication.sender.replyTo ?? '').trim() || extended.replyToMail)
    .replace(/[\r\n]/g, '')
    .trim();
  const from = fromName ? `${quotedName(fromName)} <${identity.fromMail}>` : identity.fromMail;
  const feedbackId = feedbackIdOf(clientId, communication.id);
  // Built and signed on worker threads (email-mime-pool.ts), leased at the first message: the
  // engine's thread stays free. The development outbox writes what send() builds here.
  let mime: TMimeLease | undefined;

  /** Builds one message (on a MIME worker) at once; the answer hands it to the server. */
  const prepareMessage = (message: TRecipientMessage): (() => Promise<TSenderResult>) => {
    const { rendered } = message;
    const ref = { clientId, messageId: message.messageId };
    const envelopeFrom = verp.address(ref, identity.bounceMail);
    const headers: Record<string, string> = {
      ...complianceHeaders(message.headers, {
        listUnsubscribe: extended.listUnsubscribeHeader && !communication.transactional,
        unsubscribeMailbox: verp.unsubscribeAddress(ref, identity.bounceMail),
        feedbackId,
      }),
      'Message-ID': messageIdOf(message.deliveryId),
      ...(replyTo ? { 'Reply-To': replyTo } : {}),
    };
    const mail = {
      to: message.address,
      from,
      subject: rendered.subject ?? '',
      html: rendered.html ? withPreheader(rendered.html, rendered.preheader ?? '') : undefined,
      text: rendered.text || undefined,
    };
    if (server.outboxDir) {
      return () =>
        settle(() =>
          adapter.send({ ...mail, headers, envelopeFrom, dkim: identity.dkim }).catch(smtpFailure),
        );
    }
    const { 'Message-ID': messageId, ...otherHeaders } = headers;
    mime ??= leaseMimePool(SIGNED_HEADERS);
    const envelope = { from: envelopeFrom, to: message.address };
    const building = mime.build(
      { ...mail, headers: otherHeaders, messageId, envelope },
      identity.dkim,
    );
    // Read by the handoff; a message whose claim is refused is never handed over.
    building.catch(() => undefined);
    return () =>
      settle(async () => {
        try {
          return await adapter.sendRaw({ ...(await building), messageId });
        } catch (error) {
          return smtpFailure(error);
        }
      });
  };

  return {
    channelId: EMAIL,
    emailTracking: { opens: extended.trackOpens, clicks: extended.trackClicks },
    prepare: (message) => {
      try {
        return prepareMessage(message);
      } catch (error) {
        return () => settle(() => Promise.reject(error));
      }
    },
    send: (message) => settle(() => prepareMessage(message)()),
    close: async () => {
      await mime?.release();
    },
  };
}
