import { generateKeyPairSync } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNCE_MSG } from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import { signIn } from '../../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../../test/create-test-app.ts';
import { loadWebhookKeys } from './webhook-keys.ts';

/**
 * The keys that verify a client's SendGrid and Mailgun bounce webhooks, as the settings page
 * saves them: validated (a SendGrid key must be an EC public key), the Mailgun key sealed and
 * never answered back, kept when left out, removed when empty, changed by account admins only.
 */
let t: TTestApp;
let owner: Kysely<DB>;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  owner = t.app.ownerDb as Kysely<DB>;
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const call = (path: string, payload: object, token = admin.accessToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Callback/${path}`,
    headers: { accesstoken: token },
    payload,
  });
const save = (keys: object, token?: string) => call('SaveBounceWebhookKeys', keys, token);
const settings = async () => (await call('GetBounceWebhookSettings', {})).json().data;

const ecKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .publicKey.export({ format: 'der', type: 'spki' })
    .toString('base64');
const MAILGUN_KEY = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0';

describe('bounce webhook keys from the settings page', () => {
  it('saves a SendGrid key and a sealed Mailgun key that is never answered back', async () => {
    const sendGridKey = ecKey();
    const response = await save({
      sendGridPublicKey: ` ${sendGridKey}\n`,
      mailgunSigningKey: MAILGUN_KEY,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(BOUNCE_MSG.keysSaved);
    const answer = await call('GetBounceWebhookSettings', {});
    expect(answer.json().data).toMatchObject({ sendGridKeySet: true, mailgunKeySet: true });
    expect(answer.body).not.toContain(MAILGUN_KEY);
    const row = await owner
      .selectFrom('bounce_webhook_keys')
      .selectAll()
      .where('client_id', '=', admin.clientId)
      .executeTakeFirstOrThrow();
    expect(row.mailgun_signing_key_sealed).not.toContain(MAILGUN_KEY);
    expect(await loadWebhookKeys(t.app.db, t.app.config.appSecret, admin.clientId)).toEqual({
      sendGridPublicKey: sendGridKey,
      mailgunSigningKey: MAILGUN_KEY,
    });
  });

  it('keeps a key left out and removes one sent empty', async () => {
    await save({ sendGridPublicKey: ecKey(), mailgunSigningKey: MAILGUN_KEY });
    expect((await save({ sendGridPublicKey: '' })).statusCode).toBe(200);
    expect(await settings()).toMatchObject({ sendGridKeySet: false, mailgunKeySet: true });
    expect((await save({ mailgunSigningKey: '' })).statusCode).toBe(200);
    expect(await settings()).toMatchObject({ sendGridKeySet: false, mailgunKeySet: false });
  });

  it('refuses keys that cannot verify anything with a field message, never a 500', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ format: 'der', type: 'spki' })
      .toString('base64');
    const cases: [object, string, string][] = [
      [{ sendGridPublicKey: 'not a key' }, 'sendGridPublicKey', BOUNCE_MSG.sendGridKeyInvalid],
      [{ sendGridPublicKey: 'A'.repeat(120) }, 'sendGridPublicKey', BOUNCE_MSG.sendGridKeyInvalid],
      [{ sendGridPublicKey: rsa }, 'sendGridPublicKey', BOUNCE_MSG.sendGridKeyInvalid],
      [{ sendGridPublicKey: 'A'.repeat(600) }, 'sendGridPublicKey', BOUNCE_MSG.sendGridKeyInvalid],
      [{ mailgunSigningKey: 'two words' }, 'mailgunSigningKey', BOUNCE_MSG.mailgunKeyInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await save({ sendGridPublicKey: 42 })).statusCode).toBe(400);
  });

  it('lets a user who is not an account admin read the URLs but not change the keys', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const read = await call('GetBounceWebhookSettings', {}, viewer.accessToken);
    expect(read.statusCode).toBe(200);
    const before = await settings();
    const response = await save({ mailgunSigningKey: 'attacker-key' }, viewer.accessToken);
    expect(response.statusCode).toBe(403);
    expect(await settings()).toEqual(before);
  });
});
