import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';

const PURPOSE = 'consumption-activity';
/** The browser navigates to the link at once; a leaked link is useless a minute later. */
export const ACTIVITY_TOKEN_SECONDS = 60;

/** `userClientId`: the client of the user who asked (its IP whitelist applies to the download). */
export type TActivityClaims = {
  clientId: number;
  userClientId?: number;
  year: number;
  month: number;
  channelId?: number;
};

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'consumption-download');

/** The signed token of one activity download: the tenant and the period as checked when asked. */
export function issueActivityToken(appSecret: string, claims: TActivityClaims): string {
  return signPayload(
    keyOf(appSecret),
    PURPOSE,
    {
      c: claims.clientId,
      u: claims.userClientId,
      y: claims.year,
      m: claims.month,
      ch: claims.channelId,
    },
    ACTIVITY_TOKEN_SECONDS,
  );
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function readActivityToken(appSecret: string, token: string): TActivityClaims | undefined {
  const claims = verifyPayload<{
    c?: unknown;
    u?: unknown;
    y?: unknown;
    m?: unknown;
    ch?: unknown;
  }>(keyOf(appSecret), PURPOSE, token);
  if (!claims || !isId(claims.c) || !isId(claims.y) || !isId(claims.m)) return undefined;
  if (claims.ch !== undefined && !isId(claims.ch)) return undefined;
  return {
    clientId: claims.c,
    ...(isId(claims.u) ? { userClientId: claims.u } : {}),
    year: claims.y,
    month: claims.m,
    ...(claims.ch === undefined ? {} : { channelId: claims.ch }),
  };
}
