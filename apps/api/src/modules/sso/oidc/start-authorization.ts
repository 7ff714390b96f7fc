import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { SSO_LIMITS, SSO_MSG } from '@resonate/contracts/auth/sso';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { recordSignInEvent } from '../audit.ts';
import { findProviderRow } from '../providers/provider-repository.ts';
import { providerSecretBox, secretContext } from '../providers/provider-secret.ts';
import { findProvidersForEmail } from './find-providers.ts';
import { flowHash, pruneExpiredFlows } from './flow-repository.ts';
import { classifyProviderFailure } from './provider-failure.ts';
import { providerConfig } from './provider-config.ts';
import { providerPolicy, redirectUriOf, type TSsoDeps } from './sso-deps.ts';

export type TStartedAuthorization = {
  authorizationUrl: string;
  browserKey: string;
  state: string;
  social: boolean;
};

/**
 * POST /api/GetAuthorizationCode: the authorization URL for the chosen provider, with PKCE (S256),
 * state and nonce. The attempt is stored server-side (hashed state, single use, expiry) with a
 * hash of a key only this browser gets back, so a code cannot be replayed from another browser
 * (login CSRF). The provider must serve the email's domain.
 */
export async function startAuthorization(
  deps: TSsoDeps,
  input: { emailId: string; providerId: number; rememberMe: boolean },
  ip: string,
): Promise<TStartedAuthorization> {
  const match = (await findProvidersForEmail(deps.db, input.emailId)).find(
    (provider) => provider.providerId === input.providerId,
  );
  if (!match)
    throw new AppError('BAD_REQUEST', SSO_MSG.noProvider, {
      errors: { loginName: SSO_MSG.noProvider },
    });

  const row = await withTenant(deps.db, { clientId: match.clientId }, (trx) =>
    findProviderRow(trx, match.providerId),
  );
  if (!row) throw new AppError('BAD_REQUEST', SSO_MSG.noProvider);
  const clientSecret = row.client_secret_sealed
    ? providerSecretBox(deps.config.appSecret).open(
        row.client_secret_sealed,
        secretContext(row.client_id),
      )
    : '';

  let config: oidc.Configuration;
  try {
    config = await providerConfig(
      { kind: row.kind, issuerUrl: row.issuer_url, clientId: row.oauth_client_id, clientSecret },
      { policy: providerPolicy(deps) },
    );
  } catch (error) {
    const failure = classifyProviderFailure(error);
    await recordSignInEvent(deps, {
      clientId: row.client_id,
      email: input.emailId,
      method: 'oidc',
      outcome: 'refused',
      reason: failure.reason,
      provider: row.display_name,
      ip,
    });
    throw new AppError('UNPROCESSABLE', failure.message);
  }

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserKey = randomBytes(32).toString('base64url');
  await withTenant(deps.db, { clientId: row.client_id }, async (trx) => {
    await pruneExpiredFlows(trx);
    await trx
      .insertInto('sso_flows')
      .values({
        client_id: row.client_id,
        provider_id: row.id,
        state_hash: flowHash(state),
        browser_key_hash: flowHash(browserKey),
        nonce,
        code_verifier: codeVerifier,
        email: input.emailId,
        remember_me: input.rememberMe,
        expires_at: new Date(Date.now() + SSO_LIMITS.flowSeconds * 1000),
      })
      .execute();
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(deps),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: input.emailId,
  });
  return {
    authorizationUrl: authorizationUrl.href,
    browserKey,
    state,
    social: row.kind !== 'oidc',
  };
}
