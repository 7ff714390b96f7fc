import { createSmtpAdapter, type TEmailExtras } from '#/channels/smtp-adapter.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { complianceHeaders, feedbackIdOf } from '#/modules/communications/index.ts';
import { channelPolicy, ownClientAdmin, type TEmailDeps } from './deps.ts';
import { extendedSystemOf } from './extended-system.ts';
import { sendingDomainProblem, sendingIdentityOf } from './sending-identity.ts';
import { describeSmtpFailure } from './smtp-failure.ts';
import { smtpServerOf } from './smtp-server-of.ts';

/** Feedback-ID's campaign part for a test: no communication has id 0. */
const NO_COMMUNICATION = 0;

type TTestSender = {
  from?: string;
  signedBy: string | null;
  extras: TEmailExtras;
  headers?: Record<string, string>;
};

/**
 * As the brand when the client has a verified sending domain: its from mail, signed with its
 * DKIM key, the envelope sender its bounce mailbox, and the campaign header builder (Feedback-ID,
 * the extended settings' Reply-To). There is no message to unsubscribe from, so no
 * List-Unsubscribe. Without a verified domain: the platform's MAIL_FROM, unsigned.
 */
async function testSender(deps: TEmailDeps, clientId: number): Promise<TTestSender> {
  if (await sendingDomainProblem(deps, clientId, {})) return { signedBy: null, extras: {} };
  const identity = await sendingIdentityOf(deps, clientId, {});
  const { replyToMail } = await extendedSystemOf(deps, clientId);
  const replyTo = replyToMail.replace(/[\r\n]/g, '').trim();
  return {
    from: identity.fromMail,
    signedBy: identity.domainName,
    extras: { envelopeFrom: identity.bounceMail, dkim: identity.dkim },
    headers: {
      ...complianceHeaders(undefined, {
        listUnsubscribe: false,
        unsubscribeMailbox: identity.bounceMail,
        feedbackId: feedbackIdOf(clientId, NO_COMMUNICATION),
      }),
      ...(replyTo ? { 'Reply-To': replyTo } : {}),
    },
  };
}

/**
 * POST CommunicationSetting/SendTestEmail (account admins): really sends one message through the
 * saved server and answers the server's reply and message id, or why it failed, and who it was
 * from (signed for which domain, or null when unsigned).
 */
export async function sendTestEmail(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number; to: string },
): Promise<{
  ok: boolean;
  response: string;
  messageId?: string;
  from: string;
  signedBy: string | null;
}> {
  ownClientAdmin(auth, body);
  const server = await smtpServerOf(deps, auth.clientId);
  const sender = await testSender(deps, auth.clientId);
  const from = sender.from ?? server.from;
  const adapter = createSmtpAdapter(server, channelPolicy(deps.config));
  try {
    const result = await adapter.send({
      to: body.to,
      from,
      subject: 'Resonate test email',
      text: `This test email was sent through ${server.host}:${server.port}. Your SMTP settings work.`,
      ...(sender.headers ? { headers: sender.headers } : {}),
      ...sender.extras,
    });
    return {
      ok: result.ok,
      response: result.response,
      messageId: result.providerMessageId,
      from,
      signedBy: sender.signedBy,
    };
  } catch (error) {
    return { ok: false, response: describeSmtpFailure(error), from, signedBy: sender.signedBy };
  }
}
