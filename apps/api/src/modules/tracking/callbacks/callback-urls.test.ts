import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { clientOfCallbackKey } from './callback-key.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

describe('Callback/GetCallbackUrls', () => {
  it("gives the active client's URLs, whose key the callbacks accept", async () => {
    const { accessToken, clientId } = await signIn(t.app, 'admin@acme.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Callback/GetCallbackUrls',
      headers: { accesstoken: accessToken },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const urls = response.json().data as Record<string, string>;
    expect(Object.keys(urls).sort()).toEqual(['dsn', 'generic', 'twilio']);
    const key = urls.generic!.split('/').at(-1)!;
    expect(urls.generic).toBe(`${t.app.config.publicUrl}/api/Callback/Generic/${key}`);
    expect(urls.twilio).toBe(`${t.app.config.publicUrl}/api/Callback/Twilio/${key}`);
    expect(clientOfCallbackKey(t.app.config.appSecret, key)).toBe(clientId);

    const report = await t.app.inject({
      method: 'POST',
      url: new URL(urls.generic!).pathname,
      payload: { providerMessageId: 'nobody-knows', status: 'delivered' },
    });
    expect(report.json()).toMatchObject({ status: true, data: { updated: 0, unknown: 1 } });
  });
});
