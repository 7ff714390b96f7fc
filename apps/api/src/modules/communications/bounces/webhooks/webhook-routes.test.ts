import { execFileSync } from 'node:child_process';
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSnsMessage } from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import { createTenant } from '#/modules/events/testing.ts';
import { callbackKey } from '#/modules/tracking/index.ts';
import { signIn } from '../../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../../test/create-test-app.ts';
import { figuresOf, sentEmail, suppressionOf } from '../bounces.test-helpers.ts';
import { verpSigner, type TVerpSigner } from '../verp.ts';
import { postmarkCredentials } from './provider-signatures.ts';
import { snsStringToSign } from './sns-verify.ts';
import { saveWebhookKeys } from './webhook-keys.ts';
import bounceWebhookRoutes from './webhook-routes.ts';

// AWS's signing certificate, played by a self-signed one; the fetcher answers only its URL.
const CERT_URL = 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-test.pem';
const aws = { key: '', cert: '', fetched: [] as string[], confirmed: [] as string[] };
const snsFetcher = {
  certificate: async (url: string) => {
    aws.fetched.push(url);
    if (url !== CERT_URL) throw new Error('not found');
    return aws.cert;
  },
  confirm: async (url: string) => void aws.confirmed.push(url),
};

let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let otherClientId: number;
let verp: TVerpSigner;
let key: string;
const sendGrid = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const MAILGUN_KEY = 'key-mailgun-signing-0123456789';

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sns-cert-'));
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=sns.test'],
    ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
  ]);
  aws.key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  aws.cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });

  t = await createTestApp({
    env: { SEED_DEMO: 'true' },
    // The same routes with the test's fetcher, under a prefix of their own.
    register: async (app) => {
      await app.register(bounceWebhookRoutes, { prefix: '/t', sns: snsFetcher });
    },
  });
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId } = await createTenant(owner, 'Webhook bounces'));
  ({ clientId: otherClientId } = await createTenant(owner, 'Other webhook bounces'));
  verp = verpSigner(t.app.config.appSecret);
  key = callbackKey(t.app.config.appSecret, clientId);
  await saveWebhookKeys(t.app.db, t.app.config.appSecret, clientId, {
    sendGridPublicKey: sendGrid.publicKey
      .export({ format: 'der', type: 'spki' })
      .toString('base64'),
    mailgunSigningKey: MAILGUN_KEY,
  });
}, 60_000);
afterAll(() => t.close());

let n = 0;
async function bounceable() {
  const address = `webhook-${(n += 1)}@example.test`;
  const sent = await sentEmail(owner, clientId, address);
  const bounceAddress = verp.address({ clientId, messageId: sent.messageId }, 'b@brand.test');
  return { ...sent, address, bounceAddress };
}

const post = (provider: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/t/api/Callback/${provider}/${key}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

function snsMessage(notification: object, overrides: Partial<TSnsMessage> = {}): TSnsMessage {
  const message: TSnsMessage = {
    Type: 'Notification',
    MessageId: `m-${(n += 1)}`,
    TopicArn: 'arn:aws:sns:eu-west-1:123456789012:ses-bounces',
    Message: JSON.stringify(notification),
    Timestamp: new Date().toISOString(),
    SignatureVersion: '2',
    Signature: '',
    SigningCertURL: CERT_URL,
    ...overrides,
  };
  const signature = sign('sha256', Buffer.from(snsStringToSign(message)), aws.key);
  return { ...message, Signature: signature.toString('base64'), ...overrides };
}
const sesBounce = (source: string, bounceType = 'Permanent') => ({
  notificationType: 'Bounce',
  mail: { source },
  bounce: { bounceType, bouncedRecipients: [{ emailAddress: 'x@example.test', status: '5.1.1' }] },
});
const postSns = (message: TSnsMessage) =>
  post('Ses', JSON.stringify(message), { 'content-type': 'text/plain; charset=UTF-8' });

describe('SES through SNS', () => {
  it('applies a signed bounce: the address is suppressed', async () => {
    const m = await bounceable();
    const response = await postSns(snsMessage(sesBounce(m.bounceAddress)));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ handled: 1, ignored: 0 });
    expect(await suppressionOf(owner, clientId, m.address)).toEqual(['hard_bounce']);
  });

  it('refuses a message altered after signing (401), suppressing nothing', async () => {
    const m = await bounceable();
    const genuine = snsMessage(sesBounce(m.bounceAddress, 'Transient'));
    const altered = { ...genuine, Message: JSON.stringify(sesBounce(m.bounceAddress)) };
    expect((await postSns(altered)).statusCode).toBe(401);
    expect(await suppressionOf(owner, clientId, m.address)).toEqual([]);
  });

  it('never fetches a certificate from anywhere but an SNS host over https', async () => {
    const m = await bounceable();
    aws.fetched.length = 0;
    for (const url of [
      'https://sns.eu-west-1.amazonaws.com.evil.test/cert.pem',
      'http://sns.eu-west-1.amazonaws.com/cert.pem',
      'https://evil.test/sns.eu-west-1.amazonaws.com/cert.pem',
      'https://sns.eu-west-1.amazonaws.com:8443/cert.pem',
    ]) {
      const response = await postSns(
        snsMessage(sesBounce(m.bounceAddress), { SigningCertURL: url }),
      );
      expect(response.statusCode, url).toBe(401);
    }
    expect(aws.fetched).toEqual([]);
    expect(await suppressionOf(owner, clientId, m.address)).toEqual([]);
  });

  it("ignores a genuine VERP address of another client (a spoof through this client's URL)", async () => {
    const m = await bounceable();
    const foreign = verp.address({ clientId: otherClientId, messageId: m.messageId }, 'b@x.test');
    const response = await postSns(snsMessage(sesBounce(foreign)));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ handled: 0, ignored: 1 });
    expect(await suppressionOf(owner, clientId, m.address)).toEqual([]);
  });

  it('confirms a signed subscription at its SNS SubscribeURL only', async () => {
    const subscribe = 'https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&Token=t';
    const message = snsMessage(
      {},
      { Type: 'SubscriptionConfirmation', SubscribeURL: subscribe, Token: 't', Message: 'confirm' },
    );
    const signed = sign('sha256', Buffer.from(snsStringToSign(message)), aws.key);
    const response = await postSns({ ...message, Signature: signed.toString('base64') });
    expect(response.statusCode).toBe(200);
    expect(aws.confirmed).toEqual([subscribe]);
  });

  it('answers a malformed body with 401 before anything is parsed further', async () => {
    expect((await postSns({ nonsense: true } as unknown as TSnsMessage)).statusCode).toBe(401);
    expect((await post('Ses', '{"oops": ', { 'content-type': 'text/plain' })).statusCode).toBe(400);
  });
});

function sendGridHeaders(body: string, privateKey = sendGrid.privateKey) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign('sha256', Buffer.from(timestamp + body), privateKey).toString('base64');
  return {
    'x-twilio-email-event-webhook-signature': signature,
    'x-twilio-email-event-webhook-timestamp': timestamp,
  };
}

describe('SendGrid', () => {
  it('applies a signed batch; a replay of it changes nothing', async () => {
    const m = await bounceable();
    const body = JSON.stringify([
      { event: 'spamreport', email: m.address, verp: m.bounceAddress },
      { event: 'open', email: m.address },
    ]);
    const first = await post('SendGrid', body, sendGridHeaders(body));
    expect(first.json().data).toEqual({ handled: 1, ignored: 1 });
    const replay = await post('SendGrid', body, sendGridHeaders(body));
    expect(replay.json().data).toEqual({ handled: 0, ignored: 2 });
    expect(await figuresOf(owner, clientId, m.communicationId)).toEqual({
      bounced: 0,
      complained: 1,
    });
  });

  it('names the message by our Message-ID when no VERP argument was set', async () => {
    const m = await bounceable();
    const body = JSON.stringify([
      { event: 'bounce', type: 'bounce', 'smtp-id': `<c1.r1.m${m.messageId}@brand.test>` },
    ]);
    expect((await post('SendGrid', body, sendGridHeaders(body))).json().data.handled).toBe(1);
    expect(await suppressionOf(owner, clientId, m.address)).toEqual(['hard_bounce']);
  });

  it('refuses a batch signed by another key or not signed (401)', async () => {
    const m = await bounceable();
    const body = JSON.stringify([{ event: 'bounce', verp: m.bounceAddress }]);
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect((await post('SendGrid', body, sendGridHeaders(body, stranger))).statusCode).toBe(401);
    expect((await post('SendGrid', body)).statusCode).toBe(401);
    expect(await suppressionOf(owner, clientId, m.address)).toEqual([]);
  });
});

function mailgunBody(eventData: object, signingKey = MAILGUN_KEY) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = `tok-${(n += 1)}`;
  const signature = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
  return JSON.stringify({ signature: { timestamp, token, signature }, 'event-data': eventData });
}

describe('Mailgun', () => {
  it('applies a signed permanent failure', async () => {
    const m = await bounceable();
    const body = mailgunBody({
      event: 'failed',
      severity: 'permanent',
      envelope: { sender: m.bounceAddress },
    });
    expect((await post('Mailgun', body)).json().data).toEqual({ handled: 1, ignored: 0 });
    expect(await suppressionOf(owner, clientId, m.address)).toEqual(['hard_bounce']);
  });

  it('refuses an HMAC made with another key (401)', async () => {
    const m = await bounceable();
    const event = { event: 'failed', severity: 'permanent', envelope: { sender: m.bounceAddress } };
    expect((await post('Mailgun', mailgunBody(event, 'key-guessed'))).statusCode).toBe(401);
    expect(await suppressionOf(owner, clientId, m.address)).toEqual([]);
  });
});

describe('Postmark', () => {
  const auth = (password: string) =>
    `Basic ${Buffer.from(`postmark:${password}`).toString('base64')}`;

  it('applies a spam complaint with the issued credentials', async () => {
    const m = await bounceable();
    const { password } = postmarkCredentials(t.app.config.appSecret, clientId);
    const body = JSON.stringify({
      RecordType: 'SpamComplaint',
      Metadata: { verp: m.bounceAddress },
    });
    const response = await post('Postmark', body, { authorization: auth(password) });
    expect(response.json().data).toEqual({ handled: 1, ignored: 0 });
    expect(await suppressionOf(owner, clientId, m.address)).toEqual(['complaint']);
  });

  it("refuses another client's credentials or none (401)", async () => {
    const m = await bounceable();
    const { password } = postmarkCredentials(t.app.config.appSecret, otherClientId);
    const body = JSON.stringify({
      RecordType: 'Bounce',
      Type: 'HardBounce',
      Metadata: { verp: m.bounceAddress },
    });
    expect((await post('Postmark', body, { authorization: auth(password) })).statusCode).toBe(401);
    expect((await post('Postmark', body)).statusCode).toBe(401);
    expect(await suppressionOf(owner, clientId, m.address)).toEqual([]);
  });
});

describe('webhook settings', () => {
  it('shows the URLs and Postmark credentials, and saves the keys, for a signed-in admin', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { accesstoken: admin.accessToken }, payload });
    const saved = await call('/api/Callback/SaveBounceWebhookKeys', { mailgunSigningKey: 'k-1' });
    expect(saved.statusCode).toBe(200);
    const settings = await call('/api/Callback/GetBounceWebhookSettings', {});
    expect(settings.statusCode).toBe(200);
    const adminKey = callbackKey(t.app.config.appSecret, admin.clientId);
    expect(settings.json().data).toMatchObject({
      urls: { Mailgun: expect.stringContaining(`/api/Callback/Mailgun/${adminKey}`) },
      postmark: postmarkCredentials(t.app.config.appSecret, admin.clientId),
      sendGridKeySet: false,
      mailgunKeySet: true,
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Callback/GetBounceWebhookSettings',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
