/**
 * Strong second factors (issue 12): an authenticator app (TOTP, RFC 6238) with recovery codes,
 * and passkeys (WebAuthn). Enrolment on My profile (TwoStep/*) and their use at sign-in
 * (SecondFactor/*). The emailed OTP keeps the spec's own texts; these texts are ours.
 */
import { z } from 'zod';
import { ZLoginDataSchema } from '../auth.ts';
import { envelopeOf } from '../envelope.ts';
import { SECOND_FACTOR_MSG } from './second-factor-messages.ts';

export { SECOND_FACTOR_MSG } from './second-factor-messages.ts';
export { ZSecondFactorStepSchema, type TSecondFactorStep } from './second-factor-step.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 30-second steps, 6 digits. */
export const TOTP_SETTINGS = {
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  issuer: 'Resonate',
} as const;
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX = 40;
/** Wrong codes or failed passkey checks one sign-in step takes before it must start again. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;

export const ZTotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your app' });
/** Ten letters or digits, shown as "abcde-12345"; the hyphen and case are optional when typed. */
export const ZRecoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: 'Enter a recovery code like abcde-12345' });
const ZStepTokenSchema = z.string().min(16).max(512);
const ZCurrentPasswordSchema = z
  .string()
  .min(1, { error: SECOND_FACTOR_MSG.passwordRequired })
  .max(128);
export const ZPasskeyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Name the passkey' })
  .max(PASSKEY_NAME_MAX, { error: `At most ${PASSKEY_NAME_MAX} characters` });
/** A WebAuthn credential as @simplewebauthn/browser returns it (JSON); the server checks it. */
export const ZWebAuthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(65_536) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
/** Options for navigator.credentials.create/get, passed to @simplewebauthn/browser as they are. */
const ZWebAuthnOptionsSchema = z.record(z.string(), z.unknown());

/** In LoginValidateConfirm's 403 when the client requires a strong factor the user lacks. */
export const ZEnrolStepSchema = z.object({ enrolToken: z.string() });

// --- My profile: TwoStep/* -------------------------------------------------------------

export const ZPasskeySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskeySummary = z.infer<typeof ZPasskeySummarySchema>;
export const ZTwoStepStatusSchema = z.object({
  totp: z.object({ enabled: z.boolean(), addedAt: z.string().nullable() }),
  passkeys: z.array(ZPasskeySummarySchema),
  recoveryCodesLeft: z.number().int(),
  strongRequired: z.boolean(),
});
export type TTwoStepStatus = z.infer<typeof ZTwoStepStatusSchema>;

export const ZReauthRequestSchema = z.object({ currentPassword: ZCurrentPasswordSchema });
export const ZTotpSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code, a data: URL for an <img>. */
  qrCode: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetupSchema>;
export const ZTotpSetupResponseSchema = envelopeOf(ZTotpSetupSchema);
export const ZTotpConfirmRequestSchema = z.object({ code: ZTotpCodeSchema });
export const ZRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const ZPasskeyOptionsRequestSchema = ZReauthRequestSchema;
export const ZPasskeyOptionsSchema = z.object({
  token: z.string(),
  options: ZWebAuthnOptionsSchema,
});
export const ZPasskeyOptionsResponseSchema = envelopeOf(ZPasskeyOptionsSchema);
export const ZPasskeyRegisterRequestSchema = z.object({
  token: ZStepTokenSchema,
  name: ZPasskeyNameSchema,
  response: ZWebAuthnResponseSchema,
});
export const ZPasskeyRemoveRequestSchema = ZReauthRequestSchema.extend({
  id: z.number().int().positive(),
});

// --- Sign-in: SecondFactor/* ---------------------------------------------------------------

export const ZStepRequestSchema = z.object({ token: ZStepTokenSchema });
export const ZTotpSignInRequestSchema = ZStepRequestSchema.extend({ code: ZTotpCodeSchema });
export const ZRecoverySignInRequestSchema = ZStepRequestSchema.extend({
  code: ZRecoveryCodeSchema,
});
export const ZPasskeySignInRequestSchema = ZStepRequestSchema.extend({
  response: ZWebAuthnResponseSchema,
});
export const ZSignInResponseSchema = envelopeOf(ZLoginDataSchema);
export const ZSignInOptionsResponseSchema = envelopeOf(
  z.object({ options: ZWebAuthnOptionsSchema }),
);
export const ZEmailCodeResponseSchema = envelopeOf(
  z.object({
    otpToken: z.string(),
    otpExpiresInSeconds: z.number().int(),
    maskedEmail: z.string(),
  }),
);
/** Enrolment during sign-in: the enrolToken stands in for the session. */
export const ZEnrolRequestSchema = z.object({ enrolToken: ZStepTokenSchema });
export const ZEnrolTotpConfirmRequestSchema = ZEnrolRequestSchema.extend({
  code: ZTotpCodeSchema,
});
export const ZEnrolPasskeyRequestSchema = ZEnrolRequestSchema.extend({
  name: ZPasskeyNameSchema,
  response: ZWebAuthnResponseSchema,
});
export const ZEnrolDoneSchema = z.object({
  login: ZLoginDataSchema,
  recoveryCodes: z.array(z.string()),
});
export const ZEnrolDoneResponseSchema = envelopeOf(ZEnrolDoneSchema);
