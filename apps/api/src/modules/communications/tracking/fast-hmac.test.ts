import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './fast-hmac.ts';

describe('hmacSha256', () => {
  it('equals createHmac for short, block-sized and long keys and any message', () => {
    for (const keyBytes of [1, 32, 64, 65, 200]) {
      const key = randomBytes(keyBytes);
      const sign = hmacSha256(key);
      for (const message of ['', 'a', 'eyJrIjoibyJ9', 'é'.repeat(300)]) {
        expect(sign(message).equals(createHmac('sha256', key).update(message).digest())).toBe(true);
      }
    }
  });

  it('matches the RFC 4231 test case 2', () => {
    const sign = hmacSha256(Buffer.from('Jefe'));
    expect(sign('what do ya want for nothing?').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
