/**
 * The address a request came from, as the whitelist stores it. A server listening on both IPv4
 * and IPv6 sees IPv4 clients as '::ffff:a.b.c.d'; those are the same client.
 */
export function normalizeAddress(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.')
    ? trimmed.slice(7)
    : trimmed;
}

/** An empty list lets every address in; otherwise the address must be on it. */
export function isAllowed(addresses: Iterable<string>, ip: string): boolean {
  const wanted = normalizeAddress(ip);
  let empty = true;
  for (const address of addresses) {
    empty = false;
    if (address === wanted) return true;
  }
  return empty;
}
