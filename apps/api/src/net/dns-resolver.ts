import { resolveTxt } from 'node:dns/promises';

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
 * The TXT values published at `name`, each joined from its 255-byte chunks. Any lookup failure
 * (no such name, no record, no network) reads as nothing published: the caller says "not found".
 */
export async function txtValuesAt(dns: TDnsResolver, name: string): Promise<string[]> {
  const answers = await dns.resolveTxt(name).catch(() => [] as string[][]);
  return answers.map((chunks) => chunks.join(''));
}
