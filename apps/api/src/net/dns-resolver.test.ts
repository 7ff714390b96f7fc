import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsResolverFor, isDnsServerAddress, txtValuesAt } from './dns-resolver.ts';
import { startLocalDnsServer, type TLocalDnsServer } from './testing/local-dns-server.ts';

describe('DNS servers of domain proofs', () => {
  it.each([
    ['192.0.2.1', true],
    ['192.0.2.1:5353', true],
    ['2001:db8::1', true],
    ['[2001:db8::1]:53', true],
    ['dns.example.com', false],
    ['192.0.2.1:99999', false],
    ['192.0.2.1:53:1', false],
    ['[192.0.2.1]:53', false],
  ])('%s is a server address: %s', (value, valid) => {
    expect(isDnsServerAddress(value)).toBe(valid);
  });

  describe('against a local server', () => {
    let server: TLocalDnsServer;
    const published: Record<string, string[]> = {
      '_resonate-challenge.acme.test': ['resonate-domain-verification=abc', 'x'.repeat(300)],
    };
    beforeAll(async () => {
      server = await startLocalDnsServer(() => published);
    });
    afterAll(() => server.close());

    it('reads TXT values joined from their 255-byte strings', async () => {
      const dns = dnsResolverFor([server.address]);
      expect(await txtValuesAt(dns, '_resonate-challenge.ACME.test')).toEqual([
        'resonate-domain-verification=abc',
        'x'.repeat(300),
      ]);
    });

    it('reads nothing where nothing is published', async () => {
      const dns = dnsResolverFor([server.address]);
      await expect(dns.resolveTxt('missing.acme.test')).rejects.toMatchObject({
        code: 'ENOTFOUND',
      });
      expect(await txtValuesAt(dns, 'missing.acme.test')).toEqual([]);
    });
  });
});
