import { describe, expect, it } from 'vitest';
import { trackingSigner } from './tracking-token.ts';

describe('tracking tokens', () => {
  const signer = trackingSigner('test-secret-of-enough-length-0123456789');

  it('round-trips every kind', () => {
    const refs = [
      { kind: 'open', clientId: 3, messageId: 9 },
      { kind: 'click', clientId: 3, messageId: 9, url: 'https://example.com/a?b=1' },
      { kind: 'unsubscribe', clientId: 3, messageId: 9 },
      { kind: 'scan', clientId: 3, communicationId: 4, url: 'https://example.com/' },
    ] as const;
    for (const ref of refs) expect(signer.verify(signer.sign(ref))).toEqual(ref);
  });

  it('refuses a tampered destination or another secret', () => {
    const token = signer.sign({
      kind: 'click',
      clientId: 3,
      messageId: 9,
      url: 'https://example.com/',
    });
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ k: 'c', c: 3, m: 9, u: 'https://evil.test/' })).toString('base64url')}.${sig}`;
    expect(signer.verify(forged)).toBeNull();
    expect(trackingSigner('another-secret-0123456789-0123456789').verify(token)).toBeNull();
    expect(signer.verify('garbage')).toBeNull();
    expect(signer.verify('')).toBeNull();
  });
});
