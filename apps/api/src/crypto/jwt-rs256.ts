import { createPrivateKey, randomUUID, sign } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A PEM key as people paste it: copied out of a JSON key file it carries literal "\n", typed
 * into a one-line field it lost its line breaks. Both are put back into PEM shape.
 */
export function normalisePem(pem: string): string {
  const text = pem.trim().replace(/\\n/g, '\n');
  const match = /^(-----BEGIN [A-Z ]+-----)\s*([A-Za-z0-9+/=\s]+?)\s*(-----END [A-Z ]+-----)$/.exec(
    text,
  );
  if (!match) return text;
  const body = (match[2] ?? '')
    .replace(/\s+/g, '')
    .replace(/(.{64})/g, '$1\n')
    .trim();
  return `${match[1]}\n${body}\n${match[3]}\n`;
}

/**
 * A short-lived RS256 JSON Web Token signed with a provider's private key (Vonage applications,
 * Google service accounts). `iat`, `exp` and `jti` are added; `keyId` becomes the `kid` header.
 * Throws when the key is not a PEM private key.
 */
export function signJwtRs256(
  privateKeyPem: string,
  claims: Record<string, unknown>,
  options: { ttlSeconds: number; keyId?: string; now?: number },
): string {
  const key = createPrivateKey(normalisePem(privateKeyPem));
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(options.keyId ? { kid: options.keyId } : {}) };
  const payload = { iat, exp: iat + options.ttlSeconds, jti: randomUUID(), ...claims };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(signingInput), key);
  return `${signingInput}.${base64url(signature)}`;
}
