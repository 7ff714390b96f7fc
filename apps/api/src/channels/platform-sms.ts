import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TChannelAdapter } from './channel-adapter.ts';
import { createHttpAdapter, type THttpProviderProfile } from './http-adapter.ts';

const SMS = 2;

/**
 * The platform's own SMS provider, for texts a client's channel cannot carry (the mobile-number
 * code when the client has no SMS channel). SMS_URL names a generic HTTP gateway:
 *
 *   https://USER:PASSWORD@sms.example.com/v1/send?from=Resonate
 *
 * Each text is a POST of JSON `{"to":"+447700900123","from":"Resonate","text":"..."}` to the
 * URL without its credentials and `from`; USER:PASSWORD (percent-encoded) become HTTP Basic
 * auth, none when absent. Any 2xx is accepted, its `id`, `messageId` or `sid` kept.
 */
export function createPlatformSmsAdapter(smsUrl: string): TChannelAdapter {
  const url = new URL(smsUrl);
  const values: Record<string, string> = {
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  const from = url.searchParams.get('from');
  if (from) values.from = from;
  url.searchParams.delete('from');
  const profile: THttpProviderProfile = {
    id: 'platform',
    name: 'The platform SMS provider',
    channelId: SMS,
    baseUrl: url.origin,
    auth: url.username
      ? { kind: 'basic', user: '{{user}}', password: '{{password}}' }
      : { kind: 'none' },
    text: {
      method: 'POST',
      // Literal, not a template: the operator's path is sent as written.
      path: `${url.pathname}${url.search}`.replace(/\{\{/g, '%7B%7B'),
      body: { kind: 'json', template: { to: '{{to}}', from: '{{from}}', text: '{{text}}' } },
    },
    messageIdPaths: ['id', 'messageId', 'sid'],
    errorPaths: ['error.message', 'error', 'message'],
  };
  // The operator chose this URL (as SMTP_URL), so a gateway on the private network is allowed.
  const policy: TOutboundPolicy = { allowPrivate: true };
  return createHttpAdapter(profile, { values }, policy);
}
