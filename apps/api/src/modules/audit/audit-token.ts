import { ZAuditFilterSchema, type TAuditFilter } from '@resonate/contracts/audit/audit-log';
import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';

const PURPOSE = 'audit-log-csv';
/** The browser navigates to the link at once; a leaked link is useless a minute later. */
const TOKEN_SECONDS = 60;

/** `userClientId`: the client of the admin who asked (its IP whitelist applies to the download). */
export type TAuditCsvClaims = { clientId: number; userClientId: number; filter: TAuditFilter };

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'audit-log-download');

/** The signed token of one CSV download: the tenant and the filter as checked when asked. */
export function issueAuditCsvToken(appSecret: string, claims: TAuditCsvClaims): string {
  return signPayload(
    keyOf(appSecret),
    PURPOSE,
    { c: claims.clientId, u: claims.userClientId, f: claims.filter },
    TOKEN_SECONDS,
  );
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function readAuditCsvToken(appSecret: string, token: string): TAuditCsvClaims | undefined {
  const claims = verifyPayload<{ c?: unknown; u?: unknown; f?: unknown }>(
    keyOf(appSecret),
    PURPOSE,
    token,
  );
  const filter = ZAuditFilterSchema.safeParse(claims?.f);
  if (!claims || !isId(claims.c) || !isId(claims.u) || !filter.success) return undefined;
  return { clientId: claims.c, userClientId: claims.u, filter: filter.data };
}
