import { z } from 'zod';

/**
 * In LoginValidate's answer when a strong factor must confirm the sign-in. Its own file, with no
 * imports, because auth.ts carries it and second-factor.ts uses auth.ts's login data.
 */
export const ZSecondFactorStepSchema = z.object({
  token: z.string(),
  expiresInSeconds: z.number().int(),
  totp: z.boolean(),
  passkey: z.boolean(),
  recoveryCodes: z.boolean(),
  /** "Email me a code instead": only when the client does not require a strong factor. */
  emailFallback: z.boolean(),
});
export type TSecondFactorStep = z.infer<typeof ZSecondFactorStepSchema>;
