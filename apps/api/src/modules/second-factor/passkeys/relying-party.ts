import type { TAppConfig } from '#/secrets.ts';

/**
 * The WebAuthn relying party is the product's public address: passkeys are bound to its host
 * (rpID) and the browser reports its origin, which must be PUBLIC_URL's.
 */
export function relyingParty(config: Pick<TAppConfig, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { rpName: 'Resonate', rpID: url.hostname, origin: url.origin };
}
