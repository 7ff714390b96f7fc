import { Resolver, resolveTxt } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * TXT lookups, behind the same interface as node:dns/promises so tests answer them (there is
 * no internet here). Shared by every proof of a domain: sending domains (DKIM, SPF, DMARC) and
 * the domains a client claims for single sign-on.
 */
export type TDnsResolver = { resolveTxt: (name: string) => Promise<string[][]> };

const TIMEOUT_MS = 5000;

/** The system resolver, bounded: a dead DNS server must not hold a request for long. */
export const systemDnsResolver: TDnsResolver = {
  resolveTxt: (name) =>
    Promise.race([
      resolveTxt(name),
      new Promise<never>((_resolve, reject) => {
        setTimeout(() => reject(new Error('DNS timeout')), TIMEOUT_MS).unref();
      }),
    ]),
};

/**
 * A resolver asking only the given servers (DNS_SERVERS: an operator's own resolver, or the
 * E2E suite's local one), bounded like the system's.
 */
export function dnsResolverFor(servers: readonly string[]): TDnsResolver {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
  resolver.setServers([...servers]);
  return { resolveTxt: (name) => resolver.resolveTxt(name) };
}

/** An IP address, optionally with a port: 192.0.2.1, 192.0.2.1:5353, 2001:db8::1, [2001:db8::1]:53. */
export function isDnsServerAddress(value: string): boolean {
  const port = (digits: string | undefined) =>
    digits === undefined || (/^\d{1,5}$/.test(digits) && Number(digits) <= 65535);
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(value);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6 && port(bracketed[2]);
  if (isIP(value) !== 0) return true;
  const [host = '', digits, ...rest] = value.split(':');
  return rest.length === 0 && isIP(host) === 4 && digits !== undefined && port(digits);
}

/**
 * The TXT values published at `name`, each joined from its 255-byte chunks. Any lookup failure
 * (no such name, no record, no network) reads as nothing published: the caller says "not found".
 */
export async function txtValuesAt(dns: TDnsResolver, name: string): Promise<string[]> {
  const answers = await dns.resolveTxt(name).catch(() => [] as string[][]);
  return answers.map((chunks) => chunks.join(''));
}
