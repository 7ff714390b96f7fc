/**
 * Stored credentials follow their endpoint, never a new one. A form may leave a stored secret
 * (password, token, API key) empty to keep it, but only while the place it is sent to (host,
 * base URL, provider, issuer) stays the same: otherwise anyone who may edit the setting could
 * point it at their own server and receive the secret with the next connection. The API
 * decides; the forms say so next to the secret field. Our choice: the spec is silent.
 */

/** What an endpoint is made of: a host, a URL, a provider id, a port... in a fixed order. */
export type TEndpoint = readonly (string | number | null | undefined)[];

/** One part in the form it is compared in: URLs and hosts without case, trailing dots or slashes. */
function normalPart(part: string | number | null | undefined): string {
  if (part === null || part === undefined) return '';
  const text = String(part).trim();
  if (URL.canParse(text) && /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const url = new URL(text);
    url.hostname = url.hostname.replace(/\.$/, '');
    return url.href.replace(/\/+$/, '');
  }
  return text.toLowerCase().replace(/\.$/, '');
}

/** Whether two endpoints are the same place (a stored secret may then stay). */
export function sameEndpoint(a: TEndpoint, b: TEndpoint): boolean {
  return a.length === b.length && a.every((part, i) => normalPart(part) === normalPart(b[i]));
}

/** The API's field error when an endpoint changed and its secret was not typed again. */
export const typeSecretAgain = (secret: string, endpoint: string) =>
  `The ${endpoint} changed: type the ${secret} again (a stored ${secret} is never sent to a new ${endpoint})`;

/** The form's note under a secret field with a stored value. */
export const secretFollowsEndpointHint = (secret: string, endpoint: string) =>
  `Type the ${secret} again when you change the ${endpoint}: it is not sent to a new server.`;

/** The messages of every form that keeps a stored secret, one pair per form. */
export const STORED_SECRET_MSG = {
  smtpPassword: typeSecretAgain('password', 'host'),
  smtpPasswordHint: secretFollowsEndpointHint('password', 'host'),
  whatsAppToken: typeSecretAgain('access token', 'provider or API base URL'),
  whatsAppTokenHint: secretFollowsEndpointHint('access token', 'provider or API base URL'),
  voiceToken: typeSecretAgain('auth token', 'provider or API base URL'),
  voiceTokenHint: secretFollowsEndpointHint('auth token', 'provider or API base URL'),
  accountSecret: typeSecretAgain('secret', 'provider or API base URL'),
  accountSecretHint: secretFollowsEndpointHint('secret', 'provider or API base URL'),
  connectorSecret: typeSecretAgain('secret', 'address'),
  connectorSecretHint:
    'Type the secrets again when you change the host, URL or data centre: they are not sent to a new server.',
  ssoClientSecret: typeSecretAgain('client secret', 'issuer URL'),
  ssoClientSecretHint: secretFollowsEndpointHint('client secret', 'issuer URL'),
  /** The directory's own API message stays AD_MSG.bindPasswordForNewUrl. */
  adBindPasswordHint: secretFollowsEndpointHint('bind password', 'server URL'),
  webhookUrlHint:
    'Changing the URL gives this webhook a new signing secret, shown once: the old one does not sign deliveries to a new address.',
} as const;
