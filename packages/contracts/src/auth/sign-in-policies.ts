/**
 * Sign-in policies of a company (issue 12 item 4 and 5): require single sign-on (with one
 * break-glass account admin who may still use a password), ask for a one-time code after single
 * sign-on, and require a strong second factor (authenticator app or passkey; enforced by the
 * second-factor module). Plus the sign-in log the admin reads on the security page.
 */
import { z } from 'zod';

export const POLICY_MSG = {
  breakGlassRequired: 'Choose the account admin who may still sign in with a password',
  breakGlassNotAdmin: 'The break-glass account must be an active account admin of this company',
  noProviderForSso: 'Add and enable an identity provider before requiring single sign-on',
  saved: 'Sign-in policies saved',
} as const;

export const ZSignInPolicySchema = z.object({
  requireSso: z.boolean(),
  breakGlassUserId: z.number().int().nullable(),
  otpAfterSso: z.boolean(),
  requireStrongSecondFactor: z.boolean(),
});
export type TSignInPolicy = z.infer<typeof ZSignInPolicySchema>;

export const ZBreakGlassCandidateSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
});

export const ZSignInPolicySettingsSchema = z.object({
  policy: ZSignInPolicySchema,
  /** The company's active account admins: who can be the break-glass account. */
  admins: z.array(ZBreakGlassCandidateSchema),
});

export const ZSaveSignInPolicyRequestSchema = ZSignInPolicySchema.check((ctx) => {
  if (ctx.value.requireSso && ctx.value.breakGlassUserId === null) {
    ctx.issues.push({
      code: 'custom',
      path: ['breakGlassUserId'],
      message: POLICY_MSG.breakGlassRequired,
      input: ctx.value,
    });
  }
});
export const ZSavedSignInPolicySchema = z.object({ policy: ZSignInPolicySchema });

export const SIGN_IN_METHODS = ['password', 'oidc', 'ldap', 'totp', 'passkey', 'otp'] as const;
export type TSignInEventMethod = (typeof SIGN_IN_METHODS)[number];
export const SIGN_IN_OUTCOMES = ['success', 'refused'] as const;

export const ZSignInEventSchema = z.object({
  eventId: z.number().int(),
  occurredAt: z.string(),
  email: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  reason: z.string(),
  provider: z.string(),
  ipAddress: z.string(),
});
export type TSignInEvent = z.infer<typeof ZSignInEventSchema>;

export const SIGN_IN_EVENTS_PAGE_SIZE = 10;
export const ZGetSignInEventsRequestSchema = z.object({
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(SIGN_IN_EVENTS_PAGE_SIZE),
});
export const ZSignInEventsSchema = z.object({ events: z.array(ZSignInEventSchema) });
