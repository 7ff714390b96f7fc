import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Outbound requests to addresses a customer chose (webhooks, later connectors) must not reach
 * our own network: loopback, private ranges, link-local (with the cloud metadata address) and
 * the like (SSRF). The host is resolved, EVERY address it resolves to must be public, and the
 * socket then connects to the address that was checked, so a DNS answer that changes between
 * the check and the connection (DNS rebinding) cannot slip through. Host header and TLS SNI stay
 * the URL's host name, so certificates and virtual hosts work as usual.
 */

// Two lists: one BlockList matches IPv4 addresses against IPv6 rules too (as ::ffff:a.b.c.d),
// and ::/3 below would then swallow every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the metadata address 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}
// IPv6: only global unicast (2000::/3) may pass. ::/3 holds ::, ::1, IPv4-mapped and NAT64
// forms; the upper half holds unique-local fc00::/7, link-local fe80::/10 and multicast ff00::/8.
for (const [network, prefix] of [
  ['::', 3],
  ['4000::', 2],
  ['8000::', 1],
  ['2001::', 32], // Teredo tunnels carry an IPv4 address of any kind
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, likewise
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/** True when the address may be contacted; false for every non-public range above. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6');
}

export type TOutboundPolicy = {
  /** ALLOW_PRIVATE_WEBHOOKS: development and tests may reach this machine. */
  allowPrivate: boolean;
  /** DNS, replaceable in tests. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
};

export class OutboundBlockedError extends Error {
  override name = 'OutboundBlockedError';
  readonly reason: 'private' | 'unresolvable';
  constructor(reason: 'private' | 'unresolvable') {
    super(reason === 'private' ? 'address is not public' : 'host could not be resolved');
    this.reason = reason;
  }
}

const RESOLVE_TIMEOUT_MS = 5000;

/** The system resolver, bounded: a dead DNS server must not hold a request for long. */
function systemResolve(hostname: string) {
  const timeout = new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error('DNS timeout')), RESOLVE_TIMEOUT_MS).unref();
  });
  return Promise.race([dnsLookup(hostname, { all: true, verbatim: true }), timeout]);
}

/** A URL's host without IPv6 brackets: `[::1]` -> `::1`. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The address to connect to for `hostname`: refused when it resolves to nothing, or when ANY of
 * its addresses is not public (an attacker's DNS may mix a public and a private answer).
 */
export async function resolvePublicAddress(
  hostname: string,
  policy: TOutboundPolicy,
): Promise<{ address: string; family: 4 | 6 }> {
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    addresses = await (policy.resolve ?? systemResolve)(hostname).catch(() => []);
  }
  const first = addresses[0];
  if (!first) throw new OutboundBlockedError('unresolvable');
  if (!policy.allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new OutboundBlockedError('private');
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * Where an outbound request may go: https only (plain http only where the policy allows private
 * hosts, for local fakes), the host resolved and checked, and a `lookup` that pins the socket to
 * the checked address (Node asks with { all: true } when it races address families; both shapes
 * are answered), so a second DNS answer cannot point the connection elsewhere.
 */
export async function pinnedTarget(url: string, policy: TOutboundPolicy) {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !(policy.allowPrivate && target.protocol === 'http:')) {
    throw new OutboundBlockedError('private');
  }
  const checked = await resolvePublicAddress(hostOf(target), policy);
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return { target, lookup, send };
}

export type TOutboundResponse = { status: number; timeMs: number };

/** How much of an answer is read (then dropped): receivers need not send a body at all. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs `body` to `url` through the guard, without following redirects. Resolves with the status
 * (any, 2xx or not) and the time to the response; rejects on a refused address, a network error
 * or after `timeoutMs` in total.
 */
export async function guardedPost(
  url: string,
  options: { headers: Record<string, string>; body: string; timeoutMs: number },
  policy: TOutboundPolicy,
): Promise<TOutboundResponse> {
  const { target, lookup, send } = await pinnedTarget(url, policy);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
      lookup,
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      const timeMs = Math.round(performance.now() - started);
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) response.destroy();
      });
      response.on('close', () => resolve({ status: response.statusCode ?? 0, timeMs }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, timeMs }));
    });
    request.end(options.body);
  });
}
