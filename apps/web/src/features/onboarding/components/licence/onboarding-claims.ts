/**
 * What the `q` of /account-activate says about the account, read for display only (the
 * server verifies its signature on every call): the client's name, and whether it is still
 * within its life.
 */
export function readOnboardingClaims(q: string | null): { clientName: string } | undefined {
  const body = q?.split('.')[0];
  if (!body) return undefined;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { exp?: unknown; n?: unknown };
    if (typeof claims?.exp !== 'number' || claims.exp * 1000 < Date.now()) return undefined;
    return { clientName: typeof claims.n === 'string' ? claims.n : '' };
  } catch {
    return undefined;
  }
}
