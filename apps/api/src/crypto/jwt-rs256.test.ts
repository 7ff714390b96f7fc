import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalisePem, signJwtRs256 } from './jwt-rs256.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('RS256 JWTs', () => {
  it('signs header and claims that verify with the public key', () => {
    const token = signJwtRs256(pem, { iss: 'a@b.test' }, { ttlSeconds: 60, keyId: 'k1', now: 0 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'RS256',
      typ: 'JWT',
      kid: 'k1',
    });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      iss: 'a@b.test',
      iat: 0,
      exp: 60,
    });
    const data = Buffer.from(`${header}.${payload}`);
    expect(verify('sha256', data, publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('accepts a key pasted from a JSON key file or without its line breaks', () => {
    const fromJson = pem.replace(/\n/g, '\\n');
    const oneLine = pem.replace(/\n/g, ' ');
    expect(normalisePem(fromJson)).toBe(pem);
    expect(normalisePem(oneLine)).toBe(pem);
    expect(() => signJwtRs256(oneLine, {}, { ttlSeconds: 60 })).not.toThrow();
    expect(() => signJwtRs256('not a key', {}, { ttlSeconds: 60 })).toThrow();
  });
});
