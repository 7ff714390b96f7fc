import type { IncomingMessage } from 'node:http';
import { OutboundBlockedError, pinnedTarget, type TOutboundPolicy } from '#/http/outbound-guard.ts';

export type TPushHttpResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The start of the answer (push services explain refusals in a short JSON or text body). */
  body: string;
};

const MAX_BODY_BYTES = 16 * 1024;

/**
 * One HTTP request to a push service through the outbound guard: web push endpoints come from
 * browsers (anyone can post one), so each is resolved and refused when private, then the socket
 * goes to the checked address. Plain http only when the policy allows private hosts (tests).
 * No redirects are followed.
 */
export async function pushRequest(
  url: string,
  options: {
    method: 'POST';
    headers: Record<string, string>;
    body: Buffer | string;
    timeoutMs: number;
  },
  policy: TOutboundPolicy,
): Promise<TPushHttpResponse> {
  const { target, lookup, send } = await pinnedTarget(url, policy);
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: options.method,
      headers: { ...options.headers, 'content-length': String(body.length) },
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
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.end(body);
  });
}

/**
 * The base URL of a push service: the provider's, or the test override, which only a
 * development setup that allows private hosts may use (production never talks to a fake).
 */
export function pushServiceBase(
  providerBase: string,
  override: string | undefined,
  policy: TOutboundPolicy,
): string {
  if (!override) return providerBase;
  if (!policy.allowPrivate) {
    throw new Error('Push service overrides need ALLOW_PRIVATE_CHANNEL_HOSTS=true');
  }
  return override.replace(/\/+$/, '');
}

/** A short, log-safe account of a failed attempt (no URLs: web push endpoints are secrets). */
export function describeFailure(error: unknown): string {
  if (error instanceof OutboundBlockedError) {
    return error.reason === 'private'
      ? 'The push service address is not allowed'
      : 'The push service host could not be resolved';
  }
  if (error instanceof Error && error.name === 'TimeoutError') return 'The push service timed out';
  return 'The push service could not be reached';
}
