import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@resonate/contracts/onboarding/users';
import { signPayload, verifyPayload, hashToken } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';

const PURPOSE = 'invitation';
const DAY_SECONDS = 24 * 60 * 60;
export const INVITATION_TTL_SECONDS = INVITATION_TTL_DAYS * DAY_SECONDS;
/**
 * The signature outlives the invitation by a month, so a link clicked late says "expired" (read
 * from the invitation row) rather than "invalid". The row's expires_at is what counts.
 */
const SIGNATURE_TTL_SECONDS = INVITATION_TTL_SECONDS + 30 * DAY_SECONDS;

/** Names the tenant and invitation (the page has no session) plus a secret stored hashed. */
export type TInvitationClaims = { c: number; i: number; s: string };

export function newInvitationSecret() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret) };
}

export function signInvitation(appSecret: string, claims: TInvitationClaims): string {
  return signPayload(deriveSecret(appSecret, PURPOSE), PURPOSE, claims, SIGNATURE_TTL_SECONDS);
}

export function readInvitation(appSecret: string, token: string): TInvitationClaims | undefined {
  const claims = verifyPayload<Partial<TInvitationClaims>>(
    deriveSecret(appSecret, PURPOSE),
    PURPOSE,
    token,
  );
  const { c, i, s } = claims ?? {};
  if (!Number.isSafeInteger(c) || !Number.isSafeInteger(i) || typeof s !== 'string')
    return undefined;
  if ((c as number) <= 0 || (i as number) <= 0) return undefined;
  return { c: c as number, i: i as number, s };
}
