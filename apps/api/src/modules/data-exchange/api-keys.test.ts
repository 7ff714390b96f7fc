import { ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { dx, whoami, type TCaller } from './data-exchange.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createTestApp({
    env: { SEED_DEMO: 'true' },
    // A route that needs a scope, as the events ingestion will have.
    register: (app) => {
      app.get('/api/v1/test-scoped', { onRequest: app.requireApiKey('contacts:write') }, () => ({
        status: true,
        message: 'ok',
      }));
    },
  });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const create = (caller: TCaller, extra: object = {}) =>
  dx(t.app, caller, 'CreateApiKey', { name: 'CRM sync', scopes: ['events:write'], ...extra });

describe('DataExchange API keys', () => {
  it('creates a key shown once, then lists it without its secret', async () => {
    const res = await create(admin, { scopes: ['events:write', 'contacts:read'] });
    expect(res.statusCode).toBe(200);
    const { key, apiKey } = res.json().data;
    expect(key).toMatch(/^rsk_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'CRM sync',
      scopes: ['events:write', 'contacts:read'],
      status: 'active',
      lastUsedAt: null,
      expiresAt: null,
    });
    expect(key.startsWith(`${apiKey.prefix}_`)).toBe(true);
    // The secret is all after the prefix: base64url may itself hold '_' (split would cut it).
    const secret = key.slice(apiKey.prefix.length + 1);

    const list = await dx(t.app, viewer, 'ListApiKeys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().data.apiKeys.map((k: { apiKeyId: number }) => k.apiKeyId)).toContain(
      apiKey.apiKeyId,
    );
    // Only the hash is stored.
    const stored = await sql<{ secret_hash: Buffer }>`select secret_hash from api_keys`.execute(
      t.app.ownerDb,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
  });

  it('authenticates /api/v1/whoami with the key and records when it was last used', async () => {
    const { key, apiKey } = (await create(admin)).json().data;
    const res = await whoami(t.app, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      clientId: admin.clientId,
      clientName: 'Acme Retail',
      apiKeyId: apiKey.apiKeyId,
      scopes: ['events:write'],
    });
    const listed = (await dx(t.app, admin, 'ListApiKeys')).json().data.apiKeys;
    const row = listed.find((k: { apiKeyId: number }) => k.apiKeyId === apiKey.apiKeyId);
    expect(Date.now() - Date.parse(row.lastUsedAt)).toBeLessThan(60_000);
  });

  it('refuses missing, malformed, wrong-secret, revoked and expired keys with 401', async () => {
    const { key, apiKey } = (await create(admin)).json().data;
    const wrongSecret = `${key.slice(0, -4)}AAAA`;
    for (const header of [
      undefined,
      'Bearer',
      `Basic ${key}`,
      'Bearer rsk_live_nope',
      `Bearer ${wrongSecret}`,
    ]) {
      const res = await t.app.inject({
        url: '/api/v1/whoami',
        headers: header ? { authorization: header } : {},
      });
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toMatchObject({ status: false, message: 'Invalid or missing API key' });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const revoked = await dx(t.app, admin, 'RevokeApiKey', { apiKeyId: apiKey.apiKeyId });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.apiKey.status).toBe('revoked');
    expect((await whoami(t.app, key)).statusCode).toBe(401);

    const expiring = (await create(admin, { expiresInDays: 1 })).json().data;
    expect((await whoami(t.app, expiring.key)).statusCode).toBe(200);
    await sql`update api_keys set expires_at = now() - interval '1 second'
      where id = ${expiring.apiKey.apiKeyId}`.execute(t.app.ownerDb);
    expect((await whoami(t.app, expiring.key)).statusCode).toBe(401);
    const listed = (await dx(t.app, admin, 'ListApiKeys')).json().data.apiKeys;
    expect(
      listed.find((k: { apiKeyId: number }) => k.apiKeyId === expiring.apiKey.apiKeyId).status,
    ).toBe('expired');
  });

  it('checks scopes on routes that ask for one', async () => {
    const weak = (await create(admin)).json().data.key;
    const strong = (await create(admin, { scopes: ['contacts:write'] })).json().data.key;
    const call = (key: string) =>
      t.app.inject({ url: '/api/v1/test-scoped', headers: { authorization: `Bearer ${key}` } });
    expect((await call(weak)).statusCode).toBe(403);
    expect((await call(weak)).json().message).toBe('This API key lacks the scope contacts:write');
    expect((await call(strong)).statusCode).toBe(200);
  });

  it('lets only account admins create and revoke (403), but anyone with the page list', async () => {
    expect((await create(viewer)).statusCode).toBe(403);
    const { apiKey } = (await create(admin)).json().data;
    const res = await dx(t.app, viewer, 'RevokeApiKey', { apiKeyId: apiKey.apiKeyId });
    expect(res.statusCode).toBe(403);
    // The viewer's role grants no change of data exchange: refused before the admin rule.
    expect(res.json().message).toBe(ROLE_DENIES_CHANGE);
    expect((await dx(t.app, viewer, 'ListApiKeys')).statusCode).toBe(200);
  });

  it("answers 403 for another client's scope in the body and 404 for its key ids", async () => {
    const { apiKey } = (await create(admin)).json().data;
    const foreign = await dx(t.app, brand, 'RevokeApiKey', { apiKeyId: apiKey.apiKeyId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('API key not found');
    const claim = await dx(t.app, brand, 'ListApiKeys', { clientId: admin.clientId });
    expect(claim.statusCode).toBe(403);
    const brandList = (await dx(t.app, brand, 'ListApiKeys')).json().data.apiKeys;
    expect(brandList).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Enter a name'],
    [{ name: 'ab' }, 'name', 'Min. 3 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Max. 100 characters'],
    [{ scopes: [] }, 'scopes', 'Select at least one scope'],
    [{ scopes: ['root'] }, 'scopes.0', 'Unknown scope'],
    [{ expiresInDays: 0 }, 'expiresInDays', 'At least 1 day'],
  ])('refuses %j with a 400 under the field', async (extra, field, message) => {
    const res = await create(admin, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});
