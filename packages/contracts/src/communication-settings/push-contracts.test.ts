import { describe, expect, it } from 'vitest';
import { androidSample, broadcastSample, iosSample } from './mobile-push-setup.ts';
import { ZPushMessageSchema } from './mobile-push-templates.ts';
import { goalMatches } from './push-common.ts';
import { ZPushSubscriptionSchema } from './web-push-subscribers.ts';
import { webPushPageSnippet, webPushServiceWorker } from './web-push-snippet.ts';

const KEY = `B${'x'.repeat(86)}`;

describe('web push install code', () => {
  it('is valid JavaScript naming the API and the key', () => {
    const worker = webPushServiceWorker('https://app.example.com/', KEY);
    const page = webPushPageSnippet('https://app.example.com', KEY);
    expect(() => new Function(worker)).not.toThrow();
    expect(
      () => new Function(page.replace(/^<script>\n/, '').replace(/<\/script>\n$/, '')),
    ).not.toThrow();
    for (const code of [worker, page]) {
      expect(code).toContain(`https://app.example.com/api/v1/web-push/${KEY}`);
    }
    expect(worker).toContain("addEventListener('pushsubscriptionchange'");
    expect(page).toContain("register('/resonate-sw.js')");
  });
});

describe('push subscriptions', () => {
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
  const auth = Buffer.alloc(16, 2).toString('base64url');
  it('takes a browser subscription and refuses wrong keys', () => {
    const ok = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh, auth } };
    expect(ZPushSubscriptionSchema.safeParse(ok).success).toBe(true);
    const short = { ...ok, keys: { p256dh: p256dh.slice(0, 40), auth } };
    expect(ZPushSubscriptionSchema.safeParse(short).success).toBe(false);
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 1)]).toString('base64url');
    expect(
      ZPushSubscriptionSchema.safeParse({ ...ok, keys: { p256dh: compressed, auth } }).success,
    ).toBe(false);
    expect(
      ZPushSubscriptionSchema.safeParse({ ...ok, endpoint: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});

describe('goals and templates', () => {
  it('matches without case', () => {
    expect(goalMatches('contains', '/Checkout', 'https://shop/checkout/done')).toBe(true);
    expect(goalMatches('starts_with', 'SKU-', 'sku-42')).toBe(true);
    expect(goalMatches('equals', 'signup', 'signup-2')).toBe(false);
  });

  it('keeps messages within the push services’ size', () => {
    const base = {
      title: 'Sale',
      body: 'Today',
      deepLink: 'acme://sale',
      data: { campaign: 'w1' },
    };
    expect(ZPushMessageSchema.parse(base)).toMatchObject({
      imageUrl: '',
      data: { campaign: 'w1' },
    });
    const big = {
      ...base,
      body: 'x'.repeat(500),
      data: Object.fromEntries([...Array(8)].map((_, i) => [`k${i}`, 'v'.repeat(450)])),
    };
    expect(ZPushMessageSchema.safeParse(big).success).toBe(false);
    expect(ZPushMessageSchema.safeParse({ ...base, data: { gcm_x: '1' } }).success).toBe(false);
  });

  it('puts the app key and API address in the code samples', () => {
    for (const sample of [
      androidSample('https://app.example.com', 'rmk_k'),
      iosSample('https://app.example.com', 'rmk_k'),
    ]) {
      expect(sample).toContain('https://app.example.com/api/v1/mobile-push');
      expect(sample).toContain('rmk_k');
    }
    expect(broadcastSample('https://app.example.com', 12)).toContain('"mobileAppId": 12');
  });
});
