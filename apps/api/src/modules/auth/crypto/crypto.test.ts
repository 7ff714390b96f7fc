import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seal } from '../../../../test/auth-helpers.ts';
import { drawCaptcha } from './captcha-image.ts';
import { loadLoginKey } from './login-key.ts';
import { newOtpCode } from './otp-code.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { openSealedValue } from './sealed-value.ts';
import { signPayload, verifyPayload } from './signed-payload.ts';
import { hashToken, newToken } from './tokens.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'auth-crypto-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('login key and sealed credentials', () => {
  it('opens what WebCrypto sealed with the served public key and the same nonce', async () => {
    const key = await loadLoginKey(dataDir);
    const sealed = await seal(key.publicKeySpki, 'Demo@12345', 'nonce-aaaaaaaaaaaa');
    expect(openSealedValue(key, sealed, 'nonce-aaaaaaaaaaaa')).toBe('Demo@12345');
  });

  it('refuses a sealed value presented with another nonce (replay)', async () => {
    const key = await loadLoginKey(dataDir);
    const sealed = await seal(key.publicKeySpki, 'secret', 'nonce-one-xxxxxxxx');
    expect(openSealedValue(key, sealed, 'nonce-two-xxxxxxxx')).toBeUndefined();
  });

  it('refuses tampered or garbage ciphertext without throwing', async () => {
    const key = await loadLoginKey(dataDir);
    const sealed = await seal(key.publicKeySpki, 'secret', 'n-xxxxxxxxxxxxxxxx');
    const tampered = Buffer.from(sealed, 'base64');
    tampered[10] = tampered[10]! ^ 0xff;
    expect(openSealedValue(key, tampered.toString('base64'), 'n-xxxxxxxxxxxxxxxx')).toBeUndefined();
    expect(openSealedValue(key, 'not base64 at all!', 'n-xxxxxxxxxxxxxxxx')).toBeUndefined();
  });

  it('gives two processes starting together on a fresh DATA_DIR one key', async () => {
    const fresh = path.join(dataDir, 'race');
    const [a, b] = await Promise.all([loadLoginKey(fresh), loadLoginKey(fresh)]);
    expect(a.publicKeySpki).toBe(b.publicKeySpki);
  });

  it('keeps the same key across restarts', async () => {
    const first = await loadLoginKey(dataDir);
    const second = await loadLoginKey(dataDir);
    expect(second.publicKeySpki).toBe(first.publicKeySpki);
  });
});

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo@12345');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(stored).toContain('m=19456,t=2,p=1');
    expect(await verifyPassword(stored, 'Demo@12345')).toBe(true);
    expect(await verifyPassword(stored, 'demo@12345')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('x')).toBe(false);
  });
});

describe('signed payloads', () => {
  const key = 'k'.repeat(64);
  it('round-trips within its lifetime and purpose', () => {
    const token = signPayload(key, 'otp', { c: 7 }, 300, 1_000_000);
    expect(verifyPayload<{ c: number }>(key, 'otp', token, 1_000_000)?.c).toBe(7);
  });
  it('refuses another purpose, an expired token, a tampered body and a wrong key', () => {
    const token = signPayload(key, 'otp', { c: 7 }, 300, 1_000_000);
    expect(verifyPayload(key, 'payment', token, 1_000_000)).toBeUndefined();
    expect(verifyPayload(key, 'otp', token, 1_000_000 + 301_000)).toBeUndefined();
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ c: 8, exp: 9e9 })).toString('base64url')}.${mac}`;
    expect(verifyPayload(key, 'otp', forged, 1_000_000)).toBeUndefined();
    expect(verifyPayload('x'.repeat(64), 'otp', token, 1_000_000)).toBeUndefined();
    expect(verifyPayload(key, 'otp', 'a.b.c', 1_000_000)).toBeUndefined();
  });
});

describe('codes, tokens and captcha', () => {
  it('makes 6-digit codes, 256-bit tokens stored as SHA-256', () => {
    for (let i = 0; i < 200; i++) expect(newOtpCode()).toMatch(/^\d{6}$/);
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });
  it('draws a 6-character captcha as an SVG image of paths, without the text in it', () => {
    const { text, image } = drawCaptcha();
    expect(text).toMatch(/^[A-Za-z2-9]{6}$/);
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toContain(text);
  });
});
