import { resolveTxt } from 'node:dns/promises';

/** TXT lookups, behind an interface so tests answer them (there is no internet here). */
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
