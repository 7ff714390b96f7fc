import { describe, expect, it } from 'vitest';
import { microsoftTenantIssuer } from './exchange-code.ts';

const TID = '9188040d-6c67-4c5b-b112-36a304b66dad';

function tokenResponse(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return JSON.stringify({ id_token: `${part({ alg: 'RS256' })}.${part(claims)}.sig` });
}

describe('microsoftTenantIssuer: the tid-templated issuer of the multi-tenant endpoint', () => {
  it("names the tenant's issuer when iss matches the token's tid", () => {
    const iss = `https://login.microsoftonline.com/${TID}/v2.0`;
    expect(microsoftTenantIssuer(tokenResponse({ tid: TID, iss }))).toBe(iss);
  });

  it('refuses an iss that is not the tid template filled with the same tenant', () => {
    const other = 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0';
    expect(microsoftTenantIssuer(tokenResponse({ tid: TID, iss: other }))).toBeUndefined();
    expect(
      microsoftTenantIssuer(tokenResponse({ tid: TID, iss: `https://evil.test/${TID}/v2.0` })),
    ).toBeUndefined();
  });

  it('refuses a tid that is not a GUID, and answers without an ID token', () => {
    const iss = 'https://login.microsoftonline.com/../v2.0';
    expect(microsoftTenantIssuer(tokenResponse({ tid: '..', iss }))).toBeUndefined();
    expect(microsoftTenantIssuer('{"access_token":"x"}')).toBeUndefined();
    expect(microsoftTenantIssuer('not json')).toBeUndefined();
  });
});
