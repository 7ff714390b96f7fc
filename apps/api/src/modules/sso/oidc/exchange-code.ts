import * as oidc from 'openid-client';
import { providerConfig, type TConfigOptions, type TProviderSettings } from './provider-config.ts';

export type TCodeChecks = {
  pkceCodeVerifier: string;
  expectedNonce: string;
  expectedState: string;
};

/** ID token claims the sign-in reads, after openid-client verified signature and claims. */
export type TIdClaims = oidc.IDToken;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Exchanges the code (PKCE verifier sent) and verifies the ID token: signature against the
 * provider's JWKS, iss, aud, azp, exp/iat and nonce (openid-client does each check).
 */
export async function exchangeCode(
  settings: TProviderSettings,
  options: TConfigOptions,
  callbackUrl: URL,
  checks: TCodeChecks,
): Promise<TIdClaims> {
  if (settings.kind === 'microsoft')
    return exchangeMicrosoftCode(settings, options, callbackUrl, checks);
  const config = await providerConfig(settings, options);
  return claimsOf(
    await oidc.authorizationCodeGrant(config, callbackUrl, { ...checks, idTokenExpected: true }),
  );
}

function claimsOf(
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): TIdClaims {
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider returned no ID token');
  return claims;
}

/** The tenant issuer an (unverified) Microsoft ID token names, if it is a well-formed one. */
export function microsoftTenantIssuer(tokenResponseBody: string): string | undefined {
  try {
    const idToken = (JSON.parse(tokenResponseBody) as { id_token?: unknown }).id_token;
    if (typeof idToken !== 'string') return undefined;
    const payload = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as {
      tid?: unknown;
      iss?: unknown;
    };
    if (typeof payload.tid !== 'string' || !GUID.test(payload.tid)) return undefined;
    const issuer = `https://login.microsoftonline.com/${payload.tid}/v2.0`;
    return payload.iss === issuer ? issuer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Microsoft's multi-tenant ('organizations') issuer is a template: each ID token's iss is its
 * own tenant's (…/<tid>/v2.0). The token response is taken once from the token endpoint; the tid
 * it names selects the tenant's own discovery (real issuer, JWKS), and the same response is then
 * verified against that configuration in full: signature, iss, aud, exp and nonce. The code is
 * spent once; only the verification runs twice.
 */
async function exchangeMicrosoftCode(
  settings: TProviderSettings,
  options: TConfigOptions,
  callbackUrl: URL,
  checks: TCodeChecks,
): Promise<TIdClaims> {
  let tokenBody: string | undefined;
  const capture: TConfigOptions['wrapFetch'] = (fetch) => async (url, init) => {
    const response = await fetch(url, init);
    if (init.method === 'POST' && response.status === 200)
      tokenBody = await response.clone().text();
    return response;
  };
  const config = await providerConfig(settings, { ...options, wrapFetch: capture });
  try {
    return claimsOf(
      await oidc.authorizationCodeGrant(config, callbackUrl, { ...checks, idTokenExpected: true }),
    );
  } catch (error) {
    const tenantIssuer = tokenBody === undefined ? undefined : microsoftTenantIssuer(tokenBody);
    if (!tenantIssuer || tokenBody === undefined) throw error;
    const body = tokenBody;
    const replay: TConfigOptions['wrapFetch'] = (fetch) => async (url, init) =>
      init.method === 'POST'
        ? new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
        : fetch(url, init);
    const tenantConfig = await providerConfig(
      settings,
      { ...options, wrapFetch: replay },
      tenantIssuer,
    );
    return claimsOf(
      await oidc.authorizationCodeGrant(tenantConfig, callbackUrl, {
        ...checks,
        idTokenExpected: true,
      }),
    );
  }
}
