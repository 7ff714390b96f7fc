import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';
import { DOWNLOAD_TOKEN_SECONDS } from './export-token.ts';

const PURPOSE = 'contact-data-export';

/** `userClientId`: the client of the user who asked (its IP whitelist applies to the download). */
export type TContactDataClaims = { clientId: number; userClientId: number; contactId: number };

// Its own derived key and purpose: a contacts-CSV token can never open a person's data.
const keyOf = (appSecret: string) => deriveSecret(appSecret, 'audience-contact-data');

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The signed one-minute token of one contact's data download. */
export function issueContactDataToken(appSecret: string, claims: TContactDataClaims): string {
  return signPayload(
    keyOf(appSecret),
    PURPOSE,
    { c: claims.clientId, u: claims.userClientId, p: claims.contactId },
    DOWNLOAD_TOKEN_SECONDS,
  );
}

export function readContactDataToken(
  appSecret: string,
  token: string,
): TContactDataClaims | undefined {
  const claims = verifyPayload<{ c?: unknown; u?: unknown; p?: unknown }>(
    keyOf(appSecret),
    PURPOSE,
    token,
  );
  if (!claims || !isId(claims.c) || !isId(claims.u) || !isId(claims.p)) return undefined;
  return { clientId: claims.c, userClientId: claims.u, contactId: claims.p };
}
