import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'x'.repeat(64);

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(SECRET, 'test');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('whsec_abc', 'ctx');
    const b = box.seal('whsec_abc', 'ctx');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('whsec_abc');
    expect(box.open(a, 'ctx')).toBe('whsec_abc');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses another context, purpose or app secret', () => {
    const sealed = box.seal('secret', 'client:1');
    expect(() => box.open(sealed, 'client:2')).toThrow();
    expect(() => createSecretBox(SECRET, 'other').open(sealed, 'client:1')).toThrow();
    expect(() => createSecretBox('y'.repeat(64), 'test').open(sealed, 'client:1')).toThrow();
  });

  it('refuses a tampered or malformed value', () => {
    const sealed = box.seal('secret');
    const [v, iv, ct, tag] = sealed.split('.');
    const flipped = Buffer.from(ct!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([v, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => box.open('v2.a.b.c')).toThrow('not a sealed value');
    expect(() => box.open('garbage')).toThrow('not a sealed value');
  });
});
