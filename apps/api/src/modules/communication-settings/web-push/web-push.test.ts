import { createPublicKey } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createChannelsApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const API_KEY = 'AIzaSyD-secret-firebase-api-key-0123456';
const config = (extra: object = {}) => ({
  apiKey: API_KEY,
  authDomain: 'acme-retail.firebaseapp.com',
  databaseUrl: 'https://acme-retail.firebaseio.com',
  projectId: 'acme-retail',
  storageBucket: 'acme-retail.appspot.com',
  messagingSenderId: '123456789012',
  ...extra,
});

describe('Web push settings', () => {
  it('answers null settings and no domains before a save', async () => {
    const res = await cs(t.app, admin, 'GetWebPushSetting');
    expect(res.json().data).toEqual({ setting: null, domains: [] });
  });

  it.each([
    [
      { authDomain: 'not a domain' },
      'authDomain',
      'Enter a valid domain, e.g. my-app.firebaseapp.com',
    ],
    [{ databaseUrl: 'http://acme.firebaseio.com' }, 'databaseUrl', 'Enter valid HTTPS URL'],
    [
      { projectId: 'Acme Retail' },
      'projectId',
      'Enter a valid project ID (6–30 lowercase letters, digits and hyphens)',
    ],
    [{ messagingSenderId: '12ab' }, 'messagingSenderId', 'Enter digits only'],
    [{ messagingSenderId: '' }, 'messagingSenderId', 'Enter messaging sender ID'],
    [{ apiKey: '' }, 'apiKey', 'Enter API key'],
  ])('refuses %j under its field', async (extra, field, message) => {
    const res = await cs(t.app, admin, 'UpsertWebPushSetting', config(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('saves with the API key sealed and masked, keeps it when empty, refuses stale edits', async () => {
    const saved = await cs(t.app, admin, 'UpsertWebPushSetting', config());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(API_KEY);
    const { setting } = saved.json().data;
    expect(setting).toMatchObject({ apiKey: '••••••••', projectId: 'acme-retail' });
    const rows = await sql`select * from web_push_settings`.execute(t.app.ownerDb);
    expect(JSON.stringify(rows.rows)).not.toContain(API_KEY);
    const kept = await cs(t.app, admin, 'UpsertWebPushSetting', {
      ...config({ apiKey: '', storageBucket: '' }),
      updatedAt: setting.updatedAt,
    });
    expect(kept.json().data.setting).toMatchObject({ apiKey: '••••••••', storageBucket: '' });
    const stale = await cs(t.app, admin, 'UpsertWebPushSetting', {
      ...config(),
      updatedAt: setting.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('generates a VAPID pair: an uncompressed P-256 public point, the private key sealed', async () => {
    const { updatedAt } = (await cs(t.app, admin, 'GetWebPushSetting')).json().data.setting;
    const res = await cs(t.app, admin, 'GenerateVapidKeys', { updatedAt });
    expect(res.statusCode).toBe(200);
    const key: string = res.json().data.setting.vapidPublicKey;
    expect(key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const point = Buffer.from(key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    // A valid point on the curve: Node imports it as an EC public key.
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    };
    expect(createPublicKey({ key: jwk, format: 'jwk' }).asymmetricKeyType).toBe('ec');
    const row = await sql<{
      p: string;
    }>`select vapid_private_key_sealed p from web_push_settings`.execute(t.app.ownerDb);
    expect(row.rows[0]?.p).toMatch(/^v1\./);
    expect(res.body).not.toContain('vapidPrivate');
    const again = await cs(t.app, admin, 'GenerateVapidKeys', { updatedAt });
    expect(again.statusCode).toBe(409);
  });

  it('adds allowed domains, refuses duplicates, checks existence and deletes', async () => {
    const added = await cs(t.app, admin, 'AddWebPushDomain', { domain: 'Shop.Example.com' });
    expect(added.statusCode).toBe(200);
    const [domain] = added.json().data.domains;
    expect(domain.domain).toBe('shop.example.com');
    const dup = await cs(t.app, admin, 'AddWebPushDomain', { domain: 'shop.example.com' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.domain).toBe('This domain is already added');
    const bad = await cs(t.app, admin, 'AddWebPushDomain', { domain: 'https://shop.example.com' });
    expect(bad.json().errors.domain).toBe('Enter a domain name such as www.example.com');
    const exists = await cs(t.app, viewer, 'CheckWebPushDomainExists', {
      domain: 'SHOP.example.com',
    });
    expect(exists.json().data.exists).toBe(true);
    const elsewhere = await cs(t.app, brand, 'CheckWebPushDomainExists', {
      domain: 'shop.example.com',
    });
    expect(elsewhere.json().data.exists).toBe(false);
    const foreign = await cs(t.app, brand, 'DeleteWebPushDomain', { domainId: domain.domainId });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await cs(t.app, viewer, 'DeleteWebPushDomain', { domainId: domain.domainId })).statusCode,
    ).toBe(403);
    const deleted = await cs(t.app, admin, 'DeleteWebPushDomain', { domainId: domain.domainId });
    expect(deleted.json().data.domains).toEqual([]);
  });

  it('lets only account admins write', async () => {
    expect((await cs(t.app, viewer, 'UpsertWebPushSetting', config())).statusCode).toBe(403);
    expect((await cs(t.app, viewer, 'GenerateVapidKeys')).statusCode).toBe(403);
  });
});
