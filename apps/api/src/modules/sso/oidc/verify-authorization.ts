import { timingSafeEqual } from 'node:crypto';
import { SSO_MSG, type TVerifyAuthorizationCodeRequest } from '@resonate/contracts/auth/sso';
import { withTenant } from '#/db/tenant.ts';
import { AppError, isAppError } from '#/errors.ts';
import type { TClientInfo } from '#/modules/auth/index.ts';
import { completeSignIn, LOGIN_SUCCESS, type TLoginResult } from '#/modules/auth/index.ts';
import { recordSignInEvent, type TSignInEventInput } from '../audit.ts';
import { findProviderRow, type TProviderRow } from '../providers/provider-repository.ts';
import { providerSecretBox, secretContext } from '../providers/provider-secret.ts';
import { exchangeCode } from './exchange-code.ts';
import { consumeFlow, findFlowByState, flowHash } from './flow-repository.ts';
import { IdentityRefusal, matchUser } from './match-user.ts';
import { classifyProviderFailure } from './provider-failure.ts';
import { providerPolicy, redirectUriOf, type TSsoDeps } from './sso-deps.ts';

/** The attempt this answer belongs to, spent: unknown, used, expired or foreign -> refused. */
async function spendAttempt(deps: TSsoDeps, input: TVerifyAuthorizationCodeRequest) {
  const ref = await findFlowByState(deps.db, input.state);
  if (!ref) throw new AppError('UNAUTHORIZED', SSO_MSG.stateMismatch);
  return withTenant(deps.db, { clientId: ref.clientId }, async (trx) => {
    const flow = await consumeFlow(trx, ref.flowId);
    const provider = flow ? await findProviderRow(trx, flow.provider_id) : undefined;
    return { clientId: ref.clientId, flow, provider };
  });
}

function sameKey(hash: Buffer, key: string): boolean {
  const other = flowHash(key);
  return hash.length === other.length && timingSafeEqual(hash, other);
}

/**
 * POST /api/VerifyAuthorizationCode: the provider's answer, brought back by the login page. The
 * attempt is spent first (single use), then checked (not expired, same browser), the code is
 * exchanged with the PKCE verifier, the ID token verified (signature, iss, aud, azp, exp, nonce),
 * the user matched by verified email within the provider's client (or created just in time), and
 * sign-in continues as for a password (method 'oidc'). Every refusal is logged for the admin.
 */
export async function verifyAuthorization(
  deps: TSsoDeps,
  input: TVerifyAuthorizationCodeRequest,
  client: TClientInfo,
): Promise<TLoginResult> {
  const { clientId, flow, provider } = await spendAttempt(deps, input);
  const event = (fields: Partial<TSignInEventInput>): TSignInEventInput => ({
    clientId,
    email: flow?.email ?? '',
    method: 'oidc',
    outcome: 'refused',
    reason: '',
    provider: provider?.display_name ?? '',
    ip: client.ip,
    ...fields,
  });
  const refuse = async (
    code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'UNPROCESSABLE',
    message: string,
    reason: string,
  ) => {
    await recordSignInEvent(deps, event({ reason }));
    return new AppError(code, message);
  };

  if (!flow || !provider)
    throw await refuse('UNAUTHORIZED', SSO_MSG.flowExpired, 'Sign-in attempt reused or unknown');
  if (flow.expires_at.getTime() < Date.now()) {
    throw await refuse('UNAUTHORIZED', SSO_MSG.flowExpired, 'Sign-in attempt expired');
  }
  if (!sameKey(flow.browser_key_hash, input.browserKey)) {
    throw await refuse(
      'UNAUTHORIZED',
      SSO_MSG.stateMismatch,
      'Answer brought back by another browser',
    );
  }
  if (input.error || !input.code) {
    const reason = `Identity provider answered ${input.error ?? 'without a code'}`;
    throw await refuse('UNAUTHORIZED', SSO_MSG.providerError, reason);
  }

  let identity: { userId: number; clientId: number; email: string };
  try {
    const claims = await exchangeCode(
      settingsOf(deps, provider),
      { policy: providerPolicy(deps) },
      callbackUrl(deps, input),
      {
        pkceCodeVerifier: flow.code_verifier,
        expectedNonce: flow.nonce,
        expectedState: input.state,
      },
    );
    identity = await matchUser(deps.db, provider, claims);
  } catch (error) {
    if (error instanceof IdentityRefusal)
      throw await refuse('FORBIDDEN', error.message, error.reason);
    const failure = classifyProviderFailure(error);
    throw await refuse('UNAUTHORIZED', failure.message, failure.reason);
  }

  try {
    const result = await completeSignIn(deps, identity, {
      method: 'oidc',
      rememberMe: flow.remember_me,
      client,
      accountLocked: false,
    });
    const reason = result.message === LOGIN_SUCCESS ? 'Signed in' : `Next step: ${result.message}`;
    await recordSignInEvent(
      deps,
      event({ outcome: 'success', email: identity.email, userId: identity.userId, reason }),
    );
    return result;
  } catch (error) {
    if (isAppError(error)) {
      await recordSignInEvent(
        deps,
        event({ email: identity.email, userId: identity.userId, reason: error.message }),
      );
    }
    throw error;
  }
}

function settingsOf(deps: TSsoDeps, provider: TProviderRow) {
  const clientSecret = provider.client_secret_sealed
    ? providerSecretBox(deps.config.appSecret).open(
        provider.client_secret_sealed,
        secretContext(provider.client_id),
      )
    : '';
  return {
    kind: provider.kind,
    issuerUrl: provider.issuer_url,
    clientId: provider.oauth_client_id,
    clientSecret,
  };
}

/** The callback as the provider sent it: our redirect URI with its query parameters. */
function callbackUrl(deps: TSsoDeps, input: TVerifyAuthorizationCodeRequest): URL {
  const url = new URL(redirectUriOf(deps));
  url.searchParams.set('code', input.code ?? '');
  url.searchParams.set('state', input.state);
  if (input.iss) url.searchParams.set('iss', input.iss);
  return url;
}
