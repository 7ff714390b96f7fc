import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';

const PURPOSE = 'list-export';
/** The browser navigates to the link at once; a leaked link is useless a minute later. */
const DOWNLOAD_TOKEN_SECONDS = 60;

/** `userClientId`: the client of the user who asked (its IP whitelist applies to the download). */
export type TListExportClaims = { clientId: number; listId: number; userClientId?: number };

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'audience-download');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function issueListExportToken(appSecret: string, claims: TListExportClaims): string {
  return signPayload(
    keyOf(appSecret),
    PURPOSE,
    { c: claims.clientId, l: claims.listId, u: claims.userClientId },
    DOWNLOAD_TOKEN_SECONDS,
  );
}

/** The claims of a genuine, unexpired link; undefined for anything else. */
export function readListExportToken(
  appSecret: string,
  token: string,
): TListExportClaims | undefined {
  const claims = verifyPayload<{ c?: unknown; l?: unknown; u?: unknown }>(
    keyOf(appSecret),
    PURPOSE,
    token,
  );
  if (!claims || !isId(claims.c) || !isId(claims.l)) return undefined;
  const who = isId(claims.u) ? { userClientId: claims.u } : {};
  return { clientId: claims.c, listId: claims.l, ...who };
}
