import { signPayload, verifyPayload } from '#/modules/auth/crypto/signed-payload.ts';
import { deriveSecret } from '#/secrets.ts';

const PURPOSE = 'list-export';
/** The browser navigates to the link at once; a leaked link is useless a minute later. */
const DOWNLOAD_TOKEN_SECONDS = 60;

export type TListExportClaims = { clientId: number; listId: number };

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'audience-download');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function issueListExportToken(appSecret: string, claims: TListExportClaims): string {
  return signPayload(
    keyOf(appSecret),
    PURPOSE,
    { c: claims.clientId, l: claims.listId },
    DOWNLOAD_TOKEN_SECONDS,
  );
}

/** The claims of a genuine, unexpired link; undefined for anything else. */
export function readListExportToken(
  appSecret: string,
  token: string,
): TListExportClaims | undefined {
  const claims = verifyPayload<{ c?: unknown; l?: unknown }>(keyOf(appSecret), PURPOSE, token);
  if (!claims || !isId(claims.c) || !isId(claims.l)) return undefined;
  return { clientId: claims.c, listId: claims.l };
}
