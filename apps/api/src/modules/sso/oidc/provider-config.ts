import * as oidc from 'openid-client';
import { FIXED_ISSUERS, type TSsoProviderKind } from '@resonate/contracts/auth/sso';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import { guardedFetch, PROVIDER_TIMEOUT_MS } from './guarded-fetch.ts';

/** What openid-client needs of a provider row, with the secret already opened. */
export type TProviderSettings = {
  kind: TSsoProviderKind;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
};

/** The issuer a provider of this kind uses: fixed for Google and Microsoft. */
export function issuerFor(kind: TSsoProviderKind, issuerUrl: string): string {
  return kind === 'oidc' ? issuerUrl : FIXED_ISSUERS[kind];
}

/** Microsoft's multi-tenant discovery names `{tenantid}` where each token names its tenant. */
export const MICROSOFT_TENANT_PLACEHOLDER = '{tenantid}';

/**
 * A fetch that answers discovery of a templated Microsoft issuer as if it named the issuer we
 * asked for, so openid-client accepts the document; the ID token's real tenant issuer is then
 * checked against the tenant's own discovery (see microsoft-tenant.ts).
 */
function withTemplatedIssuer(fetch: oidc.CustomFetch, issuer: string): oidc.CustomFetch {
  return async (url, options) => {
    const response = await fetch(url, options);
    if (!url.endsWith('/.well-known/openid-configuration') || !response.ok) return response;
    const document = (await response.json()) as { issuer?: unknown };
    if (
      typeof document.issuer === 'string' &&
      document.issuer.includes(MICROSOFT_TENANT_PLACEHOLDER)
    ) {
      document.issuer = issuer;
    }
    return Response.json(document, { status: response.status });
  };
}

export type TConfigOptions = {
  policy: TOutboundPolicy;
  /** Replaces the guarded fetch for some calls (the Microsoft tenant step replays a response). */
  wrapFetch?: (fetch: oidc.CustomFetch) => oidc.CustomFetch;
};

/**
 * Discovers the provider (issuer/.well-known/openid-configuration) through the outbound guard and
 * returns openid-client's configuration for it. Plain http is allowed only with the private-hosts
 * flag (a local provider in development and tests).
 */
export async function providerConfig(
  settings: TProviderSettings,
  options: TConfigOptions,
  issuer = issuerFor(settings.kind, settings.issuerUrl),
): Promise<oidc.Configuration> {
  let fetch = guardedFetch(options.policy);
  if (settings.kind === 'microsoft') fetch = withTemplatedIssuer(fetch, issuer);
  if (options.wrapFetch) fetch = options.wrapFetch(fetch);
  // openid-client trusts TLS for ID tokens from the token endpoint (OIDC Core 3.1.3.7 allows
  // it); we verify their signature against the provider's JWKS as well (non-repudiation).
  const execute = [oidc.enableNonRepudiationChecks];
  if (options.policy.allowPrivate) execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(
    new URL(issuer),
    settings.clientId,
    { client_secret: settings.clientSecret || undefined },
    settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
    { [oidc.customFetch]: fetch, execute, timeout: PROVIDER_TIMEOUT_MS / 1000 },
  );
}
