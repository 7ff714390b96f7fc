import { createHmac } from 'node:crypto';
import { sameBytes } from './tokens.ts';

/**
 * Compact signed payloads for values the client carries between steps (the OTP step's otpToken,
 * the `q` of /payment): base64url(JSON) + "." + HMAC. The purpose is part of the MAC, so a token
 * made for one step is refused by another; `exp` bounds its life.
 */
export function signPayload(
  key: string,
  purpose: string,
  payload: object,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + ttlSeconds }),
  ).toString('base64url');
  return `${body}.${mac(key, purpose, body)}`;
}

export function verifyPayload<T extends object>(
  key: string,
  purpose: string,
  token: string,
  now = Date.now(),
): T | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  if (!sameBytes(Buffer.from(signature), Buffer.from(mac(key, purpose, body)))) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & {
      exp?: number;
    };
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < now) return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

function mac(key: string, purpose: string, body: string): string {
  return createHmac('sha256', key).update(purpose).update('.').update(body).digest('base64url');
}
