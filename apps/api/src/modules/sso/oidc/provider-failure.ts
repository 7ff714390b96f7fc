import * as oidc from 'openid-client';
import { SSO_MSG } from '@resonate/contracts/auth/sso';
import { describeOutboundFailure } from '#/http/guarded-request.ts';
import { OutboundBlockedError } from '#/http/outbound-guard.ts';
import { PROVIDER_TIMEOUT_MS } from './guarded-fetch.ts';

/** What the login page says, and the reason the admin reads in the sign-in log. */
export type TProviderFailure = { message: string; reason: string };

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 8) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function networkCause(error: unknown): unknown {
  return causes(error).find((cause) => {
    const e = cause as { name?: string; code?: string };
    return (
      cause instanceof OutboundBlockedError ||
      e.name === 'TimeoutError' ||
      e.name === 'AbortError' ||
      e.code === 'OAUTH_TIMEOUT' ||
      (typeof e.code === 'string' && NETWORK_CODES.has(e.code))
    );
  });
}

/**
 * Sorts whatever openid-client or the network threw into the refusals the issue names (issuer
 * not answering, token expired or forged, provider error). The reason never carries a token.
 */
export function classifyProviderFailure(error: unknown): TProviderFailure {
  const network = networkCause(error);
  if (network) {
    const detail = describeOutboundFailure(network, PROVIDER_TIMEOUT_MS);
    return {
      message: SSO_MSG.providerUnreachable,
      reason: `Identity provider not reachable: ${detail}`,
    };
  }
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    const code = (error as { error?: string }).error ?? 'error';
    return { message: SSO_MSG.providerError, reason: `Identity provider answered ${code}` };
  }
  const code = (error as { code?: string }).code ?? '';
  const text = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      return { message: SSO_MSG.tokenRejected, reason: 'ID token expired or not yet valid' };
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
    case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
      return {
        message: SSO_MSG.tokenRejected,
        reason: `ID token claim check failed: ${causeText(error) || text}`,
      };
    case 'OAUTH_INVALID_RESPONSE':
    case 'OAUTH_KEY_SELECTION_FAILED':
      return {
        message: SSO_MSG.tokenRejected,
        reason: `ID token rejected: ${causeText(error) || text}`,
      };
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
    case 'OAUTH_INVALID_SERVER_METADATA':
    case 'OAUTH_MISSING_SERVER_METADATA':
      return {
        message: SSO_MSG.providerUnreachable,
        reason: `Identity provider answered unexpectedly: ${text}`,
      };
  }
  return { message: SSO_MSG.providerError, reason: `Single sign-on failed: ${text}` };
}

function causeText(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : '';
}
