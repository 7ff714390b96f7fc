import { paths } from '@/config/paths';

/**
 * Where a successful sign-in goes (spec section 4): the last URL if one was given, otherwise
 * analytics for a campaign account and the launch pad for the rest. Only a path inside this app
 * is followed, so a crafted `lastURL` cannot send the user to another site.
 */
export function landingPath(lastURL: string, isCampaign: boolean): string {
  if (isInternalPath(lastURL) && lastURL !== paths.login.getHref()) return lastURL;
  return isCampaign ? paths.analytics.root.getHref() : paths.launchPad.getHref();
}

export function isInternalPath(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** `/payment`, `/account-activate`, `/account-setup` with the server's encoded client data. */
export function withQuery(path: string, q: string | undefined): string {
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}
