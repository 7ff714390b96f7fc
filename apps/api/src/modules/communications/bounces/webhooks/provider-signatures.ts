import { createHmac, createPublicKey, timingSafeEqual, verify } from 'node:crypto';
import { deriveSecret } from '#/secrets.ts';

/** Signature checks of the providers' event webhooks; each answers false on anything odd. */

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * SendGrid's signed event webhook: ECDSA (P-256, SHA-256) over the timestamp header followed by
 * the raw body, with the account's verification key (base64 DER, as the console shows it).
 */
export function verifySendGrid(
  publicKey: string,
  signature: string | undefined,
  timestamp: string | undefined,
  rawBody: string,
): boolean {
  if (!signature || !timestamp) return false;
  try {
    const key = createPublicKey({
      key: Buffer.from(publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    return verify(
      'sha256',
      Buffer.from(timestamp + rawBody),
      key,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** Mailgun: HMAC-SHA256 of timestamp + token with the webhook signing key, in hex. */
export function verifyMailgun(
  signingKey: string,
  signed: { timestamp: string; token: string; signature: string },
): boolean {
  const expected = createHmac('sha256', signingKey)
    .update(signed.timestamp + signed.token)
    .digest('hex');
  return sameText(expected, signed.signature.toLowerCase());
}

/**
 * Postmark signs nothing; its webhooks carry HTTP basic auth written into the URL. We issue the
 * credentials (derived from APP_SECRET per client, nothing stored) and check them.
 */
export function postmarkCredentials(appSecret: string, clientId: number) {
  return {
    username: 'postmark',
    password: deriveSecret(appSecret, `postmark webhook v1:${clientId}`).slice(0, 40),
  };
}

export function verifyPostmark(
  appSecret: string,
  clientId: number,
  authorization: string | undefined,
): boolean {
  const { username, password } = postmarkCredentials(appSecret, clientId);
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  return sameText(expected, authorization ?? '');
}
