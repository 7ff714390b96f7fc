import type { TChannelTestResult } from '@resonate/contracts/communication-settings/channel-tests';
import { adapterFor, type TAdapterDeps } from '../channel-common/adapter-for.ts';
import type { TOutboundMessage } from '#/channels/channel-adapter.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAdmin } from '../channel-common/scope.ts';

const WHATSAPP_TEST_TEXT = 'This is a test message from Resonate. Your WhatsApp settings work.';
const VOICE_TEST_TEXT = 'This is a test call from Resonate. Your voice settings work. Goodbye.';

/**
 * POST CommunicationSetting/SendTestWhatsApp (account admins): one message through the saved
 * provider, a text (by default ours) or an approved template. The provider's refusal is an
 * answer (ok false with its reason), not an error: the settings are what is being tested.
 */
export async function sendTestWhatsApp(
  deps: TAdapterDeps,
  auth: TAuthContext,
  body: {
    clientId: number;
    to: string;
    text?: string;
    template?: { name: string; language: string; parameters: string[] };
  },
): Promise<TChannelTestResult> {
  ownClientAdmin(auth, body);
  const adapter = await adapterFor(deps, auth.clientId, { channel: 'whatsapp' });
  const message: TOutboundMessage = body.template
    ? {
        to: body.to,
        template: {
          name: body.template.name,
          language: body.template.language,
          // Positional parameters, keyed as the providers number them: {{1}}, {{2}}...
          variables: Object.fromEntries(body.template.parameters.map((p, i) => [`${i + 1}`, p])),
        },
      }
    : { to: body.to, text: body.text ?? WHATSAPP_TEST_TEXT };
  const result = await adapter.send(message);
  return { ok: result.ok, response: result.response, messageId: result.providerMessageId };
}

/** POST CommunicationSetting/TestVMSCall (account admins): one call from the chosen account. */
export async function testVmsCall(
  deps: TAdapterDeps,
  auth: TAuthContext,
  body: { clientId: number; vmsSettingId: number; to: string },
): Promise<TChannelTestResult> {
  ownClientAdmin(auth, body);
  const adapter = await adapterFor(deps, auth.clientId, {
    channel: 'voice',
    vmsSettingId: body.vmsSettingId,
  });
  const result = await adapter.send({ to: body.to, text: VOICE_TEST_TEXT });
  return { ok: result.ok, response: result.response, messageId: result.providerMessageId };
}
