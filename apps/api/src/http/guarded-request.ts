import type { IncomingMessage } from 'node:http';
import { OutboundBlockedError, pinnedTarget, type TOutboundPolicy } from './outbound-guard.ts';

export type TGuardedRequest = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
};

export type TGuardedResponse = {
  status: number;
  contentType: string;
  /** The answer's text, cut at MAX_BODY_BYTES (providers answer small JSON documents). */
  body: string;
  timeMs: number;
  /** The Retry-After header of a 429 or 503 answer, as sent. */
  retryAfter?: string;
};

const MAX_BODY_BYTES = 64 * 1024;

/**
 * A request to a provider or connector API through the outbound guard (see outbound-guard.ts):
 * https only (plain http only where the policy allows private hosts, for local fakes), the
 * host resolved and checked, the socket pinned to the checked address, no redirects followed,
 * and one deadline for the whole exchange. Unlike guardedPost it reads the answer, because a
 * provider's message id and error text are in it. Rejects with OutboundBlockedError, a
 * TimeoutError or a network error.
 */
export async function guardedRequest(
  url: string,
  options: TGuardedRequest,
  policy: TOutboundPolicy,
): Promise<TGuardedResponse> {
  const { target, lookup, send } = await pinnedTarget(url, policy);
  const started = performance.now();
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: options.method,
      headers,
      lookup,
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        if (read < MAX_BODY_BYTES) chunks.push(chunk);
        read += chunk.length;
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString('utf8'),
          timeMs: Math.round(performance.now() - started),
          ...(typeof response.headers['retry-after'] === 'string'
            ? { retryAfter: response.headers['retry-after'] }
            : {}),
        }),
      );
    });
    request.end(options.body);
  });
}

/**
 * Why a guarded request failed, in words a person can act on. Never includes the request
 * (its headers carry credentials): only the kind of failure.
 */
export function describeOutboundFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundBlockedError) {
    return error.reason === 'private'
      ? 'Refused: the address is private, loopback or link-local, or the URL is not HTTPS'
      : 'The host name could not be resolved';
  }
  const e = error as { name?: string; code?: string; message?: string };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') {
    return `No answer within ${timeoutMs / 1000} seconds`;
  }
  switch (e.code) {
    case 'ECONNREFUSED':
      return 'Connection refused by the server';
    case 'ECONNRESET':
      return 'The server closed the connection';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The server cannot be reached';
    default:
      return e.code ? `Connection failed (${e.code})` : 'Connection failed';
  }
}
