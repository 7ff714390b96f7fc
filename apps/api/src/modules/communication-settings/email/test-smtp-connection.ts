import { verifySmtpServer } from '#/channels/smtp-adapter.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { channelPolicy, ownClientAdmin, type TEmailDeps } from './deps.ts';
import { describeSmtpFailure } from './smtp-failure.ts';
import { smtpServerOf } from './smtp-server-of.ts';

/**
 * POST CommunicationSetting/TestSMTPConnection (account admins): connects to the saved server,
 * greets and logs in without sending. A failure is an answer (ok false), not an error: the
 * settings are what is being tested.
 */
export async function testSmtpConnection(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<{ ok: boolean; response: string }> {
  ownClientAdmin(auth, body);
  const server = await smtpServerOf(deps, auth.clientId);
  try {
    await verifySmtpServer(server, channelPolicy(deps.config));
    return { ok: true, response: `Connected to ${server.host}:${server.port}` };
  } catch (error) {
    return { ok: false, response: describeSmtpFailure(error) };
  }
}
