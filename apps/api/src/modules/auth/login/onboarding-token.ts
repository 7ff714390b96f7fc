import { signPayload, verifyPayload } from '../crypto/signed-payload.ts';
import { ONBOARDING_TOKEN_TTL_SECONDS } from '../policy.ts';

/**
 * The `q` of /payment, /account-activate and /account-setup (spec: "query q carrying the encoded
 * client data"): who is onboarding, signed so a tampered q is refused by the onboarding steps.
 */
export type TOnboardingClaims = { c: number; u: number; n: string };

export function signOnboardingToken(
  appSecret: string,
  account: { clientId: number; userId: number; clientName: string },
): string {
  return signPayload(
    appSecret,
    'onboarding',
    { c: account.clientId, u: account.userId, n: account.clientName },
    ONBOARDING_TOKEN_TTL_SECONDS,
  );
}

export function readOnboardingToken(appSecret: string, q: string): TOnboardingClaims | undefined {
  return verifyPayload<TOnboardingClaims>(appSecret, 'onboarding', q);
}
