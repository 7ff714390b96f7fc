import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { startRecordingServer } from '#/channels/test-support/recording-server.ts';
import { signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { createChannelsApp, type TCaller } from '#/modules/communication-settings/testing.ts';

/** Someone who may edit a connection points it at their own server with the secrets left empty. */
let t: TTestApp;
let admin: TCaller;
let service: Awaited<ReturnType<typeof startRecordingServer>>;
let attacker: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  service = await startRecordingServer(() => ({ status: 200, body: { portalId: 4711 } }));
  attacker = await startRecordingServer(() => ({ status: 200, body: { portalId: 1 } }));
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(async () => {
  await Promise.all([t.close(), service.close(), attacker.close()]);
});

function connect(connectorKey: string, fields: object, updatedAt?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Connector/Connect',
    headers: { accesstoken: admin.accessToken },
    payload: { clientId: admin.clientId, connectorKey, fields, updatedAt },
  });
}

const secretsOf = async (key: string) =>
  (
    await sql<{ secrets: unknown }>`
      select secrets_sealed as secrets from connectors where connector_key = ${key}`.execute(
      t.app.ownerDb,
    )
  ).rows[0]?.secrets;

describe('a stored connector secret does not follow an edited address', () => {
  it('refuses a HubSpot API base URL moved to the attacker without the token', async () => {
    const saved = await connect('hubspot', {
      privateAppToken: 'pat-eu1-kept',
      apiBaseUrl: service.url,
    });
    const { updatedAt } = saved.json().data.connector.connection;
    const before = await secretsOf('hubspot');
    const moved = await connect(
      'hubspot',
      { privateAppToken: '', apiBaseUrl: attacker.url },
      updatedAt,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({
      'fields.privateAppToken': STORED_SECRET_MSG.connectorSecret,
    });
    expect(await secretsOf('hubspot')).toEqual(before);
    const tested = await t.app.inject({
      method: 'POST',
      url: '/api/Connector/TestConnector',
      headers: { accesstoken: admin.accessToken },
      payload: { clientId: admin.clientId, connectorKey: 'hubspot' },
    });
    expect(tested.json().data.ok).toBe(true);
    expect(attacker.requests).toEqual([]);
  });

  it('refuses a database host moved to the attacker without the password', async () => {
    const fields = { host: '127.0.0.1', port: 5432, database: 'crm', user: 'reader', tls: false };
    const saved = await connect('postgresql', { ...fields, password: 'db-pass-kept' });
    expect(saved.statusCode).toBe(200);
    const { updatedAt } = saved.json().data.connector.connection;
    const moved = await connect(
      'postgresql',
      { ...fields, host: '127.0.0.2', password: '' },
      updatedAt,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ 'fields.password': STORED_SECRET_MSG.connectorSecret });
    // The same host (another database on it) keeps the stored password.
    const same = await connect(
      'postgresql',
      { ...fields, database: 'crm2', password: '' },
      updatedAt,
    );
    expect(same.statusCode).toBe(200);
  });
});
