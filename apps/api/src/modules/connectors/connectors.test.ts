import { generateKeyPairSync, verify } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRecordingServer,
  type TCannedAnswer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { createChannelsApp, type TCaller } from '#/modules/communication-settings/testing.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let answer: (request: TRecordedRequest) => TCannedAnswer;
let service: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  service = await startRecordingServer((request) => answer(request));
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(async () => {
  await Promise.all([t.close(), service.close()]);
});

function call(caller: TCaller, endpoint: string, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Connector/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, ...extra },
  });
}

async function connectorOf(caller: TCaller, key: string) {
  const res = await call(caller, 'GetConnectors');
  return res.json().data.connectors.find((c: { key: string }) => c.key === key);
}

const HUBSPOT_TOKEN = 'pat-eu1-secret-0123456789';

describe('Connector catalogue and connections', () => {
  it('lists every connector by category with its fields, none connected', async () => {
    const res = await call(viewer, 'GetConnectors');
    expect(res.statusCode).toBe(200);
    const connectors = res.json().data.connectors;
    expect(connectors.map((c: { key: string }) => c.key)).toEqual([
      'ga4',
      'mixpanel',
      'amplitude',
      'adobe_analytics',
      'salesforce',
      'hubspot',
      'zoho_crm',
      'postgresql',
      'mysql',
    ]);
    expect(connectors[0].fields.map((f: { key: string }) => f.key)).toEqual([
      'appName',
      'serviceAccountMail',
      'appKey',
      'appSecretId',
      'appSecret',
      'apiBaseUrl',
    ]);
    expect(connectors.every((c: { connection: unknown }) => c.connection === null)).toBe(true);
  });

  it('refuses a missing secret and bad fields under their names, saving nothing', async () => {
    const noToken = await call(admin, 'Connect', { connectorKey: 'hubspot', fields: {} });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors['fields.privateAppToken']).toBe('Enter private app token');
    const badPort = await call(admin, 'Connect', {
      connectorKey: 'postgresql',
      fields: { host: 'db.example.com', port: '70000', database: 'x', user: 'u', password: 'p' },
    });
    expect(badPort.json().errors['fields.port']).toBe('Invalid port number');
    const unknown = await call(admin, 'Connect', { connectorKey: 'oracle', fields: {} });
    expect(unknown.statusCode).toBe(400);
    expect((await connectorOf(admin, 'hubspot')).connection).toBeNull();
  });

  it('seals secrets, masks them when read, and keeps them when left empty', async () => {
    const saved = await call(admin, 'Connect', {
      connectorKey: 'hubspot',
      fields: { privateAppToken: HUBSPOT_TOKEN, apiBaseUrl: service.url },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(HUBSPOT_TOKEN);
    const { connection } = saved.json().data.connector;
    expect(connection.values).toEqual({ privateAppToken: '••••••••', apiBaseUrl: service.url });
    const rows = await sql`select * from connectors`.execute(t.app.ownerDb);
    expect(JSON.stringify(rows.rows)).not.toContain(HUBSPOT_TOKEN);

    const stale = await call(admin, 'Connect', {
      connectorKey: 'hubspot',
      fields: { apiBaseUrl: service.url },
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const kept = await call(admin, 'Connect', {
      connectorKey: 'hubspot',
      fields: { privateAppToken: '', apiBaseUrl: `${service.url}/` },
      updatedAt: connection.updatedAt,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.connector.connection.values.privateAppToken).toBe('••••••••');

    answer = () => ({ status: 200, body: { portalId: 4711 } });
    const tested = await call(admin, 'TestConnector', { connectorKey: 'hubspot' });
    expect(tested.json().data).toMatchObject({
      ok: true,
      response: 'Connected to HubSpot account 4711',
    });
    const request = service.requests.at(-1) as TRecordedRequest;
    expect(request.url).toBe('/account-info/v3/details');
    expect(request.headers.authorization).toBe(`Bearer ${HUBSPOT_TOKEN}`);
    const listed = await connectorOf(viewer, 'hubspot');
    expect(listed.connection.lastTest).toMatchObject({ ok: true });
    expect(JSON.stringify(listed)).not.toContain(HUBSPOT_TOKEN);
  });

  it("reports the service's refusal as a failed test with its reason", async () => {
    answer = () => ({
      status: 401,
      body: { status: 'error', message: 'Authentication credentials not found.' },
    });
    const res = await call(admin, 'TestConnector', { connectorKey: 'hubspot' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: false,
      response: 'HubSpot answered HTTP 401: Authentication credentials not found.',
    });
  });

  it('Google Analytics 4 signs in as the service account, then reads the property', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const saved = await call(admin, 'Connect', {
      connectorKey: 'ga4',
      fields: {
        appName: 'Web shop',
        serviceAccountMail: 'reporter@acme-analytics.iam.gserviceaccount.com',
        appKey: '123456789',
        appSecretId: 'key-id-1',
        appSecret: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        apiBaseUrl: service.url,
      },
    });
    expect(saved.statusCode).toBe(200);
    answer = (request) =>
      request.url === '/token'
        ? { status: 200, body: { access_token: 'ya29.token', expires_in: 3599 } }
        : { status: 200, body: { name: 'properties/123456789', displayName: 'Acme web' } };
    const res = await call(admin, 'TestConnector', { connectorKey: 'ga4' });
    expect(res.json().data).toMatchObject({
      ok: true,
      response: 'Connected to property "Acme web"',
    });
    const [tokenRequest, propertyRequest] = service.requests.slice(-2) as TRecordedRequest[];
    const assertion = new URLSearchParams(tokenRequest?.body).get('assertion') ?? '';
    const [header, payload, signature] = assertion.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      kid: 'key-id-1',
    });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      iss: 'reporter@acme-analytics.iam.gserviceaccount.com',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        publicKey,
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    expect(propertyRequest?.url).toBe('/v1beta/properties/123456789');
    expect(propertyRequest?.headers.authorization).toBe('Bearer ya29.token');
  });

  it('Mixpanel says when the service account cannot read the project', async () => {
    await call(admin, 'Connect', {
      connectorKey: 'mixpanel',
      fields: {
        appName: 'App',
        serviceAccountName: 'sa.1',
        appKey: '42',
        appSecret: 's',
        apiBaseUrl: service.url,
      },
    });
    answer = () => ({
      status: 200,
      body: { status: 'ok', results: { projects: { '7': { name: 'Other' } } } },
    });
    const res = await call(admin, 'TestConnector', { connectorKey: 'mixpanel' });
    expect(res.json().data).toMatchObject({
      ok: false,
      response: 'The service account cannot read project 42',
    });
  });

  it('PostgreSQL runs select 1 on the real server, and reports a wrong password', async () => {
    const db = new URL(t.database.url);
    const fields = {
      host: db.hostname,
      port: Number(db.port),
      database: db.pathname.slice(1),
      user: decodeURIComponent(db.username),
      password: decodeURIComponent(db.password),
      tls: false,
    };
    expect((await call(admin, 'Connect', { connectorKey: 'postgresql', fields })).statusCode).toBe(
      200,
    );
    const ok = await call(admin, 'TestConnector', { connectorKey: 'postgresql' });
    expect(ok.json().data.ok).toBe(true);
    expect(ok.json().data.response).toMatch(/^Connected: select 1 returned 1 \(PostgreSQL \d+/);
    const { updatedAt } = (await connectorOf(admin, 'postgresql')).connection;
    await call(admin, 'Connect', {
      connectorKey: 'postgresql',
      fields: { ...fields, password: 'wrong-password' },
      updatedAt,
    });
    const bad = await call(admin, 'TestConnector', { connectorKey: 'postgresql' });
    expect(bad.json().data).toMatchObject({ ok: false });
    expect(bad.json().data.response).toMatch(/^PostgreSQL: password authentication failed/);
    expect(bad.body).not.toContain('wrong-password');
  });

  it('disconnects (admins only) and answers 404 when nothing is connected', async () => {
    expect((await call(viewer, 'Disconnect', { connectorKey: 'hubspot' })).statusCode).toBe(403);
    expect((await call(viewer, 'TestConnector', { connectorKey: 'hubspot' })).statusCode).toBe(403);
    const res = await call(admin, 'Disconnect', { connectorKey: 'hubspot' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.connector.connection).toBeNull();
    expect((await call(admin, 'Disconnect', { connectorKey: 'hubspot' })).statusCode).toBe(404);
    expect((await call(admin, 'TestConnector', { connectorKey: 'hubspot' })).statusCode).toBe(409);
  });

  it("keeps every client's connections to itself", async () => {
    expect((await connectorOf(brand, 'ga4')).connection).toBeNull();
    const naming = await call({ ...brand, clientId: admin.clientId }, 'GetConnectors');
    expect(naming.statusCode).toBe(403);
  });
});
