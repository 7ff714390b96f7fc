import { describe, expect, it } from 'vitest';
import {
  API_KEY_PATTERN,
  DX_MSG,
  webhookUrlSchema,
  ZCreateApiKeyRequestSchema,
  ZWebhookEventsSchema,
} from './data-exchange.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('webhook URL rule', () => {
  const strict = webhookUrlSchema();
  it.each([
    'https://hooks.example.com/resonate',
    'https://example.com:8443/a?b=c',
    'https://10.0.0.5/hook',
    'https://localhost/hook',
    'https://[::1]/hook',
  ])('passes the shape check: %s (addresses are the server check)', (url) => {
    expect(strict.safeParse(url).success).toBe(true);
  });

  it.each([
    ['', DX_MSG.urlRequired],
    ['http://example.com/hook', DX_MSG.urlInvalid],
    ['ftp://example.com', DX_MSG.urlInvalid],
    ['https://user:pw@example.com/', DX_MSG.urlInvalid],
    ['https://user@10.0.0.1/', DX_MSG.urlInvalid],
    ['https://exa mple.com/', DX_MSG.urlInvalid],
    [`https://example.com/${'a'.repeat(2000)}`, 'Max. 2000 characters'],
  ])('refuses %j', (url, expected) => {
    expect(message(strict.safeParse(url))).toBe(expected);
  });

  it('allows plain http only in development mode', () => {
    expect(
      webhookUrlSchema({ allowInsecure: true }).safeParse('http://127.0.0.1:9/x').success,
    ).toBe(true);
  });
});

describe('API keys and events', () => {
  it('matches only well-formed keys', () => {
    expect(API_KEY_PATTERN.test(`rsk_live_0123456789ab_${'a'.repeat(43)}`)).toBe(true);
    expect(API_KEY_PATTERN.test(`rsk_live_0123456789ab_${'a'.repeat(42)}`)).toBe(false);
    expect(API_KEY_PATTERN.test(`rsk_test_0123456789ab_${'a'.repeat(43)}`)).toBe(false);
  });

  it('asks for a name and at least one known scope, once each', () => {
    const base = { clientId: 1, name: 'CRM', scopes: ['events:write'] };
    expect(ZCreateApiKeyRequestSchema.safeParse(base).success).toBe(true);
    expect(message(ZCreateApiKeyRequestSchema.safeParse({ ...base, scopes: [] }))).toBe(
      DX_MSG.scopesRequired,
    );
    expect(
      ZCreateApiKeyRequestSchema.safeParse({ ...base, scopes: ['events:write', 'events:write'] })
        .success,
    ).toBe(false);
    expect(message(ZCreateApiKeyRequestSchema.safeParse({ ...base, name: '  ' }))).toBe(
      DX_MSG.nameRequired,
    );
  });

  it('knows every notification as an event', () => {
    expect(ZWebhookEventsSchema.safeParse(['notification.passwordChanged']).success).toBe(true);
    expect(ZWebhookEventsSchema.safeParse(['webhook.test']).success).toBe(false);
  });
});
