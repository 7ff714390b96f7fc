import type { TContactSearch } from '@resonate/contracts/audience/contact-search';
import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';

const PURPOSE = 'contacts-export';
/** The browser navigates to the link at once; a leaked link is useless a minute later. */
export const DOWNLOAD_TOKEN_SECONDS = 60;

/** `userClientId`: the client of the user who asked (its IP whitelist applies to the download). */
export type TExportClaims = { clientId: number; userClientId?: number; search?: TContactSearch };

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'audience-download');

/** The signed token of one export: the tenant and the search as resolved when it was asked. */
export function issueExportToken(appSecret: string, claims: TExportClaims): string {
  return signPayload(
    keyOf(appSecret),
    PURPOSE,
    { c: claims.clientId, u: claims.userClientId, q: claims.search },
    DOWNLOAD_TOKEN_SECONDS,
  );
}

const SEARCH_KINDS = ['email', 'mobile', 'nameOrEmail'];
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function readExportToken(appSecret: string, token: string): TExportClaims | undefined {
  const claims = verifyPayload<{
    c?: unknown;
    u?: unknown;
    q?: { kind?: unknown; prefix?: unknown };
  }>(keyOf(appSecret), PURPOSE, token);
  if (!claims || typeof claims.c !== 'number' || !Number.isSafeInteger(claims.c)) return undefined;
  const { q } = claims;
  const who = { clientId: claims.c, ...(isId(claims.u) ? { userClientId: claims.u } : {}) };
  if (q === undefined) return who;
  if (!SEARCH_KINDS.includes(String(q.kind)) || typeof q.prefix !== 'string') return undefined;
  return { ...who, search: q as TContactSearch };
}
