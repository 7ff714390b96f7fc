import type { TSecondFactorPurpose } from '#/db/schema.ts';
import { signPayload, verifyPayload } from '#/modules/auth/index.ts';

/**
 * The token a browser carries through a second-factor step: which step row, in which tenant,
 * signed per purpose so a sign-in token cannot be used to enrol, nor pointed at another client.
 */
type TStepClaims = { c: number; id: string };

export function signStepToken(
  appSecret: string,
  purpose: TSecondFactorPurpose,
  claims: TStepClaims,
  ttlSeconds: number,
): string {
  return signPayload(appSecret, `second-factor:${purpose}`, claims, ttlSeconds);
}

export function readStepToken(
  appSecret: string,
  purpose: TSecondFactorPurpose,
  token: string,
): TStepClaims | undefined {
  const claims = verifyPayload<Partial<TStepClaims>>(appSecret, `second-factor:${purpose}`, token);
  if (!claims || typeof claims.id !== 'string' || !Number.isSafeInteger(claims.c)) return undefined;
  if (!/^[0-9a-f-]{36}$/.test(claims.id) || claims.c! <= 0) return undefined;
  return { c: claims.c!, id: claims.id };
}
