import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import { post, SSO_TEST_ENV } from './sso-test-helpers.ts';

let t: TTestApp;
let admin: { accessToken: string; clientId: number };

beforeAll(async () => {
  t = await createDemoApp(SSO_TEST_ENV);
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const provider = (extra: object) => ({
  kind: 'oidc',
  displayName: 'Acme SSO',
  issuerUrl: 'https://login.acme.example',
  clientId: 'resonate',
  clientSecret: 'oidc-client-secret-kept',
  allowedDomains: ['acme.test'],
  ...extra,
});
const save = (body: object) =>
  post(t.app, '/api/Security/SaveIdentityProvider', body, admin.accessToken);
const storedOf = async (id: number) =>
  (
    await sql<{ issuer: string; sealed: string }>`
      select issuer_url as issuer, client_secret_sealed as sealed
      from identity_providers where id = ${id}`.execute(t.app.ownerDb)
  ).rows[0];

describe('an SSO client secret does not follow an edited issuer', () => {
  it("refuses an issuer moved to the attacker's server without the client secret", async () => {
    const saved = await save(provider({}));
    expect(saved.statusCode).toBe(200);
    const providerId = saved.json().data.provider.providerId as number;
    const before = await storedOf(providerId);

    const moved = await save(
      provider({ providerId, issuerUrl: 'https://idp.attacker.example', clientSecret: '' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ clientSecret: STORED_SECRET_MSG.ssoClientSecret });
    expect(await storedOf(providerId)).toEqual(before);

    const renamed = await save(provider({ providerId, displayName: 'Acme', clientSecret: '' }));
    expect(renamed.statusCode).toBe(200);
    expect(await storedOf(providerId)).toEqual(before);
  });
});
