import { describe, expect, it } from 'vitest';
import { verpSigner } from './verp.ts';

const verp = verpSigner('test-app-secret-0123456789abcdef0123456789abcdef');

describe('VERP bounce addresses', () => {
  it('names the message a bounce answers, at the bounce domain', () => {
    const address = verp.address({ clientId: 12, messageId: 987654321 }, 'Bounces@Mail.Brand.test');
    expect(address).toMatch(/^bounce\+c\.gc0uy9\.[0-9a-f]{20}@mail\.brand\.test$/);
    expect(verp.read(address)).toEqual({ clientId: 12, messageId: 987654321 });
  });

  it('survives a mail system that folds the local part to upper case', () => {
    const address = verp.address({ clientId: 3, messageId: 42 }, 'b@brand.test');
    expect(verp.read(address.toUpperCase())).toEqual({ clientId: 3, messageId: 42 });
  });

  it("refuses a token for another client's message or another key", () => {
    const address = verp.address({ clientId: 3, messageId: 42 }, 'b@brand.test');
    const [local, domain] = address.split('@') as [string, string];
    const forged = local.replace(/^bounce\+3\./, 'bounce+4.');
    expect(verp.read(`${forged}@${domain}`)).toBeUndefined();
    const otherKey = verpSigner('another-secret-0123456789abcdef0123456789abcdef');
    expect(otherKey.read(address)).toBeUndefined();
  });

  it('refuses malformed addresses', () => {
    for (const bad of [
      '',
      'bounce@x.test',
      'bounce+@x.test',
      'bounce+1.2@x.test',
      'x'.repeat(300),
      'bounce+1.2.zz@x.test',
    ]) {
      expect(verp.read(bad)).toBeUndefined();
    }
  });
});

describe('List-Unsubscribe mailto addresses', () => {
  it('name the message to unsubscribe, at the bounce domain', () => {
    const address = verp.unsubscribeAddress({ clientId: 12, messageId: 42 }, 'b@Brand.test');
    expect(address).toMatch(/^unsubscribe\+c\.16\.[0-9a-f]{20}@brand\.test$/);
    expect(verp.readUnsubscribe(address)).toEqual({ clientId: 12, messageId: 42 });
    expect(verp.readUnsubscribe(address.toUpperCase())).toEqual({ clientId: 12, messageId: 42 });
  });

  it('never take a bounce token for an unsubscribe one, nor the reverse', () => {
    const ref = { clientId: 12, messageId: 42 };
    const bounce = verp.address(ref, 'b@brand.test');
    const unsubscribe = verp.unsubscribeAddress(ref, 'b@brand.test');
    expect(verp.readUnsubscribe(bounce)).toBeUndefined();
    expect(verp.readUnsubscribe(bounce.replace(/^bounce\+/, 'unsubscribe+'))).toBeUndefined();
    expect(verp.read(unsubscribe)).toBeUndefined();
    expect(verp.read(unsubscribe.replace(/^unsubscribe\+/, 'bounce+'))).toBeUndefined();
  });
});
