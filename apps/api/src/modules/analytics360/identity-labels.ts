/**
 * How a channel identity is shown: enough to tell two apart, never the whole secret. A device
 * token or a push endpoint is a credential to message the person, so only its ends are shown.
 */
const KEEP = 4;

export function maskSecret(value: string): string {
  if (value.length <= KEEP * 3) return '••••';
  return `${value.slice(0, KEEP)}…${value.slice(-KEEP)}`;
}

/** A phone number with its middle digits hidden: +44 77•••••123. */
export function maskPhone(value: string): string {
  if (value.length <= 6) return '••••';
  return `${value.slice(0, 5)}${'•'.repeat(value.length - 8)}${value.slice(-3)}`;
}

/** The origin of a push endpoint (the push service), without its path, which is the secret. */
export function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return maskSecret(endpoint);
  }
}

/** A short browser name from a user agent, for telling subscriptions apart. */
export function browserOf(userAgent: string): string {
  const known = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ] as const;
  return known.find(([marker]) => userAgent.includes(marker))?.[1] ?? 'Browser';
}
