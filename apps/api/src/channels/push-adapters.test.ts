import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { newVapidKeys } from '#/modules/communication-settings/index.ts';
import { apnsTopicOf, createApnsAdapter } from './apns-adapter.ts';
import { createFcmAdapter, parseServiceAccount } from './fcm-adapter.ts';
import {
  fakeBrowserSubscription,
  startApnsServer,
  startHttpPushServer,
} from './push-servers.test-helpers.ts';
import { createWebPushAdapter, webPushMessage } from './web-push-adapter.ts';

const allow = { allowPrivate: true };
const strict = { allowPrivate: false };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

function decodeJwt(token: string) {
  const [header, claims] = token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
  return { header, claims };
}

describe('web push adapter', () => {
  const vapid = { ...newVapidKeys(), subject: 'mailto:push@acme.test' };

  it('posts an RFC 8291 encrypted payload with a VAPID signature the browser can read', async () => {
    const service = await startHttpPushServer(() => ({
      status: 201,
      headers: { location: 'https://push/m/abc123' },
    }));
    closers.push(service.close);
    const browser = fakeBrowserSubscription(`${service.url}/push/sub-1`);
    const adapter = createWebPushAdapter(vapid, allow);
    const result = await adapter.send(
      webPushMessage(browser.subscription, {
        title: 'Hello',
        body: 'World',
        url: 'https://shop.example.com/',
        messageId: 'm-1',
      }),
    );
    expect(result).toMatchObject({ ok: true, gone: false, providerMessageId: 'abc123' });
    const [request] = service.received;
    expect(request?.path).toBe('/push/sub-1');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(request?.headers.ttl).toBe('86400');
    const payload = JSON.parse(browser.decrypt(request!.body));
    expect(payload).toEqual({
      title: 'Hello',
      body: 'World',
      url: 'https://shop.example.com/',
      messageId: 'm-1',
    });
    // vapid t=<JWT>, k=<public key>: the JWT is signed by the key the browser subscribed with.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request?.headers.authorization));
    expect(match?.[2]).toBe(vapid.publicKey);
    const jwt = match![1]!;
    expect(decodeJwt(jwt).claims).toMatchObject({ aud: service.url, sub: 'mailto:push@acme.test' });
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const [h, c, s] = jwt.split('.');
    const verified = createVerify('SHA256')
      .update(`${h}.${c}`)
      .verify({ key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s!, 'base64url'));
    expect(verified).toBe(true);
  });

  it('reports an ended subscription (410) as gone and a refusal with its status', async () => {
    const service = await startHttpPushServer((request) =>
      request.path.endsWith('/gone')
        ? { status: 410, body: 'expired' }
        : { status: 400, body: 'bad' },
    );
    closers.push(service.close);
    const adapter = createWebPushAdapter(vapid, allow);
    const send = (path: string) =>
      adapter.send(
        webPushMessage(fakeBrowserSubscription(`${service.url}${path}`).subscription, {
          title: 't',
          body: 'b',
          messageId: 'm',
        }),
      );
    expect(await send('/gone')).toMatchObject({ ok: false, gone: true, response: '410 expired' });
    expect(await send('/bad')).toMatchObject({ ok: false, gone: false, response: '400 bad' });
  });

  it('refuses private and plain-http endpoints unless the development setting allows them', async () => {
    const adapter = createWebPushAdapter(vapid, strict);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://169.254.169.254/x',
    ]) {
      const result = await adapter.send(
        webPushMessage(fakeBrowserSubscription(endpoint).subscription, {
          title: 't',
          body: 'b',
          messageId: 'm',
        }),
      );
      expect(result).toEqual({
        ok: false,
        gone: false,
        response: 'The push service address is not allowed',
      });
    }
  });
});

describe('FCM HTTP v1 adapter', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'acme-shop',
    client_email: 'push@acme-shop.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  });

  it('reads only real service account keys', () => {
    expect(parseServiceAccount(json)).toMatchObject({ projectId: 'acme-shop' });
    expect(parseServiceAccount('{')).toBeUndefined();
    expect(
      parseServiceAccount(JSON.stringify({ ...JSON.parse(json), type: 'user' })),
    ).toBeUndefined();
    expect(
      parseServiceAccount(JSON.stringify({ ...JSON.parse(json), private_key: 'nope' })),
    ).toBeUndefined();
  });

  it('signs a token request once, then sends each message with the access token', async () => {
    const service = await startHttpPushServer((request) => {
      if (request.path === '/token')
        return {
          status: 200,
          body: JSON.stringify({ access_token: 'ya29.test', expires_in: 3600 }),
        };
      const body = JSON.parse(request.body.toString());
      if (body.message.token === 'gone-token') {
        return {
          status: 404,
          body: JSON.stringify({
            error: {
              status: 'NOT_FOUND',
              message: 'Requested entity was not found.',
              details: [{ errorCode: 'UNREGISTERED' }],
            },
          }),
        };
      }
      return { status: 200, body: JSON.stringify({ name: 'projects/acme-shop/messages/0:123' }) };
    });
    closers.push(service.close);
    const adapter = createFcmAdapter(parseServiceAccount(json)!, allow, service.url);
    const message = {
      to: 'device-token-1',
      subject: 'Sale',
      text: '50% off',
      data: { imageUrl: 'https://cdn/x.png', deepLink: 'acme://sale', messageId: 'm-9' },
    };
    expect(await adapter.send(message)).toMatchObject({
      ok: true,
      providerMessageId: 'projects/acme-shop/messages/0:123',
    });
    expect(await adapter.send({ ...message, to: 'gone-token' })).toMatchObject({
      ok: false,
      gone: true,
    });
    const tokenRequests = service.received.filter((request) => request.path === '/token');
    expect(tokenRequests).toHaveLength(1);
    const assertion = new URLSearchParams(tokenRequests[0]!.body.toString()).get('assertion')!;
    expect(decodeJwt(assertion).claims).toMatchObject({
      iss: 'push@acme-shop.iam.gserviceaccount.com',
      aud: 'https://oauth2.googleapis.com/token',
    });
    const [h, c, s] = assertion.split('.');
    expect(
      createVerify('RSA-SHA256')
        .update(`${h}.${c}`)
        .verify(publicKey, Buffer.from(s!, 'base64url')),
    ).toBe(true);
    const send = service.received.find(
      (request) => request.path === '/v1/projects/acme-shop/messages:send',
    )!;
    expect(send.headers.authorization).toBe('Bearer ya29.test');
    expect(JSON.parse(send.body.toString()).message).toMatchObject({
      token: 'device-token-1',
      notification: { title: 'Sale', body: '50% off', image: 'https://cdn/x.png' },
      data: { deepLink: 'acme://sale', messageId: 'm-9' },
    });
  });

  it('reports a refused service account and refuses overrides in production', async () => {
    const service = await startHttpPushServer(() => ({
      status: 401,
      body: '{"error":"invalid_grant"}',
    }));
    closers.push(service.close);
    const adapter = createFcmAdapter(parseServiceAccount(json)!, allow, service.url);
    expect(await adapter.send({ to: 't', subject: 's', text: 'b' })).toEqual({
      ok: false,
      gone: false,
      response: 'Google refused the service account (401)',
    });
    expect(() => createFcmAdapter(parseServiceAccount(json)!, strict, service.url)).toThrow(
      /ALLOW_PRIVATE_CHANNEL_HOSTS/,
    );
  });
});

describe('APNs adapter', () => {
  it('posts over HTTP/2 with the topic, and reports unregistered tokens as gone', async () => {
    const apns = await startApnsServer((request) =>
      String(request.headers[':path']).endsWith('/dead')
        ? { status: 410, body: JSON.stringify({ reason: 'Unregistered' }) }
        : { status: 200, headers: { 'apns-id': 'A1B2' } },
    );
    closers.push(apns.close);
    const adapter = createApnsAdapter(
      { pfx: Buffer.alloc(0), passphrase: '', topic: 'com.acme.shop', environment: 'production' },
      allow,
      apns.url,
    );
    const message = {
      to: 'a'.repeat(64),
      subject: 'Sale',
      text: '50% off',
      data: { deepLink: 'acme://sale', imageUrl: 'https://cdn/x.png' },
    };
    expect(await adapter.send(message)).toMatchObject({ ok: true, providerMessageId: 'A1B2' });
    expect(await adapter.send({ ...message, to: 'dead' })).toMatchObject({
      ok: false,
      gone: true,
      response: '410 Unregistered',
    });
    adapter.close();
    const [first] = apns.received;
    expect(first?.headers).toMatchObject({
      ':path': `/3/device/${'a'.repeat(64)}`,
      'apns-topic': 'com.acme.shop',
      'apns-push-type': 'alert',
    });
    expect(JSON.parse(first!.body)).toEqual({
      aps: { alert: { title: 'Sale', body: '50% off' }, sound: 'default', 'mutable-content': 1 },
      imageUrl: 'https://cdn/x.png',
      deepLink: 'acme://sale',
    });
  });

  it('reads the bundle ID from the certificate subject', () => {
    expect(apnsTopicOf('UID=com.acme.shop, CN=Apple Push Services: com.acme.shop, C=US')).toBe(
      'com.acme.shop',
    );
    expect(apnsTopicOf('CN=Resonate Test APNs')).toBeUndefined();
  });
});
