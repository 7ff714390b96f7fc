import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Resonate-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. The
 * timestamp is inside the MAC, so a receiver that also refuses old timestamps cannot be fed a
 * replayed delivery. README "Webhooks" shows a receiver's check.
 */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

function hmac(secret: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The receiver's side, as documented: used by tests and handy for anyone writing one in JS. */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const parts = new Map(
    header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d+$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(t)) > (options.toleranceSeconds ?? 300)) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}
