import type { CustomFetch, CustomFetchOptions } from 'openid-client';
import { guardedRequest } from '#/http/guarded-request.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';

/** An identity provider answers within this, or the sign-in says it is not answering. */
export const PROVIDER_TIMEOUT_MS = 10_000;

function bodyOf(options: CustomFetchOptions): string | undefined {
  const body = options.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('unsupported request body for an identity provider');
}

/**
 * The fetch openid-client uses for discovery, JWKS and the token endpoint: every call goes
 * through the outbound guard (public addresses only, https only, no redirects, one deadline),
 * because the issuer URL is typed by a customer's admin and must not reach our own network.
 */
export function guardedFetch(policy: TOutboundPolicy): CustomFetch {
  return async (url, options) => {
    const method = options.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new TypeError(`unsupported method ${method}`);
    const answer = await guardedRequest(
      url,
      { method, headers: options.headers, body: bodyOf(options), timeoutMs: PROVIDER_TIMEOUT_MS },
      policy,
    );
    return new Response(answer.status === 204 ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType || 'application/json' },
    });
  };
}
