import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TLocalProvider } from './testing/local-provider.ts';

/** Test helpers of the sso module's integration tests. */
export const REDIRECT_URI = 'http://app.test/';
export const SSO_TEST_ENV = {
  PUBLIC_URL: 'http://app.test',
  ALLOW_PRIVATE_IDENTITY_PROVIDERS: 'true',
};

export async function post(app: FastifyInstance, url: string, payload: object, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { accesstoken: token } : {},
  });
}

export async function roleId(
  app: FastifyInstance,
  clientId: number,
  name: string,
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select id from roles where client_id = ${clientId} and name = ${name}`.execute(app.ownerDb);
  const row = rows[0];
  if (!row) throw new Error(`no role ${name}`);
  return Number(row.id);
}

export async function saveLocalProvider(
  app: FastifyInstance,
  token: string,
  idp: TLocalProvider,
  extra: object = {},
): Promise<number> {
  const response = await post(
    app,
    '/api/Security/SaveIdentityProvider',
    {
      kind: 'oidc',
      displayName: 'Acme SSO',
      issuerUrl: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      allowedDomains: ['acme.test'],
      ...extra,
    },
    token,
  );
  if (response.statusCode !== 200) throw new Error(`provider not saved: ${response.body}`);
  return (response.json() as { data: { provider: { providerId: number } } }).data.provider
    .providerId;
}

/** GetAuthorizationCode, then the provider's login, then the answer as the login page gets it. */
export async function startAndAuthorize(
  app: FastifyInstance,
  idp: TLocalProvider,
  email: string,
  providerId: number,
) {
  const started = await post(app, '/api/GetAuthorizationCode', { emailId: email, providerId });
  if (started.statusCode !== 200) throw new Error(`not started: ${started.body}`);
  const data = (started.json() as { data: { authorizationUrl: string; browserKey: string } }).data;
  const callback = await idp.authorize(data.authorizationUrl);
  return {
    browserKey: data.browserKey,
    authorizationUrl: new URL(data.authorizationUrl),
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    iss: callback.searchParams.get('iss') ?? undefined,
  };
}

export async function lastEvent(app: FastifyInstance, clientId: number) {
  const { rows } = await sql<{ outcome: string; reason: string; email: string }>`
    select outcome, reason, email from sign_in_events where client_id = ${clientId}
    order by id desc limit 1`.execute(app.ownerDb);
  return rows[0];
}

/** A TXT resolver behind node:dns/promises' interface, answering from `records` (no network). */
export function fakeDns() {
  const records = new Map<string, string[][]>();
  return {
    records,
    resolveTxt: async (name: string): Promise<string[][]> => {
      const found = records.get(name);
      if (!found)
        throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return found;
    },
  };
}

export type TFakeDns = ReturnType<typeof fakeDns>;

type TDomainView = { domain: string; verified: boolean; recordName: string; recordValue: string };

/** The company's domains as the security page lists them (with the TXT record to publish). */
export async function listDomains(app: FastifyInstance, token: string): Promise<TDomainView[]> {
  const response = await post(app, '/api/Security/GetIdentityProviders', {}, token);
  return (response.json() as { data: { domains: TDomainView[] } }).data.domains;
}

/** Publishes the company's TXT record for `domain` in the fake DNS. */
export async function publishRecord(
  app: FastifyInstance,
  token: string,
  dns: TFakeDns,
  domain: string,
): Promise<TDomainView> {
  const record = (await listDomains(app, token)).find((d) => d.domain === domain);
  if (!record) throw new Error(`no domain ${domain}`);
  dns.records.set(record.recordName, [[record.recordValue]]);
  return record;
}

export async function verifyDomain(app: FastifyInstance, token: string, domain: string) {
  return post(app, '/api/Security/VerifySsoDomain', { domain }, token);
}

/** Publishes the record and verifies it: the company now owns the domain for single sign-on. */
export async function proveDomain(
  app: FastifyInstance,
  token: string,
  dns: TFakeDns,
  domain: string,
): Promise<void> {
  await publishRecord(app, token, dns, domain);
  const response = await verifyDomain(app, token, domain);
  if (response.statusCode !== 200) throw new Error(`domain not proven: ${response.body}`);
}
