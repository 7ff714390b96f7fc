export type TDocsContext = {
  token: string | null;
  apiBase: string;
  /** The link named another host as API; ignored so a crafted link cannot harvest tokens. */
  foreignApiIgnored: boolean;
};

/**
 * Reads `#token=...&api=...` (the footer's documentation link). The API address is accepted only
 * on this page's origin: otherwise a crafted link could make "Try it" send the stored token to
 * another host.
 */
export function readDocsFragment(
  hash: string,
  origin: string,
  defaultApiBase: string,
): TDocsContext {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim() || null;
  const api = params.get('api');
  if (!api) return { token, apiBase: defaultApiBase, foreignApiIgnored: false };
  try {
    const url = new URL(api, origin);
    if (url.origin !== origin) return { token, apiBase: defaultApiBase, foreignApiIgnored: true };
    return { token, apiBase: url.href.replace(/\/$/, ''), foreignApiIgnored: false };
  } catch {
    return { token, apiBase: defaultApiBase, foreignApiIgnored: true };
  }
}

/** Removes the fragment from the address bar and history, so the token does not linger. */
export function stripFragment(win: Window = window): void {
  if (!win.location.hash) return;
  const { pathname, search } = win.location;
  win.history.replaceState(win.history.state, '', `${pathname}${search}`);
}
