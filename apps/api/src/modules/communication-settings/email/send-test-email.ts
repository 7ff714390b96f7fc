import { createSmtpAdapter } from '#/channels/smtp-adapter.ts';
import type { TAuthContext } from '#/modules/auth/session/session-cache.ts';
import { channelPolicy, ownClientAdmin, type TEmailDeps } from './deps.ts';
import { describeSmtpFailure } from './smtp-failure.ts';
import { smtpServerOf } from './smtp-server-of.ts';

/**
 * POST CommunicationSetting/SendTestEmail (account admins): really sends one message through the
 * saved server and answers the server's reply and message id, or why it failed.
 */
export async function sendTestEmail(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number; to: string },
): Promise<{ ok: boolean; response: string; messageId?: string }> {
  ownClientAdmin(auth, body);
  const server = await smtpServerOf(deps, auth.clientId);
  const adapter = createSmtpAdapter(server, channelPolicy(deps.config));
  try {
    const result = await adapter.send({
      to: body.to,
      subject: 'Resonate test email',
      text: `This test email was sent through ${server.host}:${server.port}. Your SMTP settings work.`,
    });
    return { ok: result.ok, response: result.response, messageId: result.providerMessageId };
  } catch (error) {
    return { ok: false, response: describeSmtpFailure(error) };
  }
}
