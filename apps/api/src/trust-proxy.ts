import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/**
 * Which peers may tell us a client's address through X-Forwarded-For. That address decides the
 * IP whitelist, rate limits, sign-in throttles and sign-up budgets, so trusting any peer would
 * let a client pick its own: `true` is refused. Either the number of proxies in front (each
 * appends the address it saw; the last `count` entries are theirs), or the proxies' addresses.
 */
export type TTrustProxy = false | number | readonly string[];

const WHAT_TO_WRITE =
  'write the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)';

export const TRUST_PROXY_TRUE_REFUSED = `\`true\` trusts any client's X-Forwarded-For; ${WHAT_TO_WRITE}`;

// The named ranges Fastify's proxy-addr knows, besides addresses and CIDRs.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
  );
}

/** TRUST_PROXY: unset, `false` or `0` trusts nothing; `1`, `2`... a hop count; else addresses. */
export const ZTrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TTrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) {
      ctx.issues.push({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED, input: value });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(/[\s,]+/).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.issues.push({
        code: 'custom',
        message: `not an IP address or CIDR: ${bad.join(', ')}; ${WHAT_TO_WRITE}`,
        input: value,
      });
      return z.NEVER;
    }
    return Object.freeze(entries);
  });

/**
 * Fastify's trustProxy option for our setting. Fastify 5.12 turns a bare number into "trust
 * nothing" (a count cannot tell a proxy from a client that connects directly), which would make
 * every client look like the proxy: one shared rate limit, a whitelist that sees only the proxy.
 * So a count becomes a function that trusts the nearest `count` hops, as the operator asked. It
 * is safe only where the app cannot be reached except through those proxies; the README says
 * so, and an address list is the safer choice where the addresses are known.
 */
export function fastifyTrustProxy(trust: TTrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}
