/**
 * Sign-in, OTP, captcha, forgot password and logout: request and response shapes of spec
 * sections 3, 4 and 7. The field names are the spec's (loginName, hashval, otpToken, IsADuser...).
 */
import { z } from 'zod';
import { LOGIN_PASSWORD_MAX } from './constants.ts';
import { ZSecondFactorStepSchema } from './auth/second-factor-step.ts';
import { envelopeOf } from './envelope.ts';
import { EMAIL_MAX } from './limits.ts';
import { MSG } from './messages.ts';
import { OTP_PATTERN } from './patterns.ts';

/** RSA-OAEP ciphertexts are base64; 4096-bit keys give 684 characters, so 1024 is ample. */
const ZCipherTextSchema = z.string().min(1, { error: 'Encrypted value is missing' }).max(1024);
/** hashval: the single-use nonce the server issued with its public key. */
const ZNonceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'The sign-in form has expired; reload and try again' });
const ZOtpTokenSchema = z.string().min(16).max(512);

/** POST /api/User/GetEncrypted: the public key that encrypts credentials, and a fresh nonce. */
export const ZEncryptionKeySchema = z.object({
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  hashval: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TEncryptionKey = z.infer<typeof ZEncryptionKeySchema>;
export const ZEncryptionKeyResponseSchema = envelopeOf(ZEncryptionKeySchema);

/**
 * What the client encrypts for each secret field: the value bound to the nonce, so a captured
 * ciphertext cannot be replayed with another nonce.
 */
export type TSealedValue = { v: string; n: string };

export const ZCaptchaSchema = z.object({ captchaId: z.string(), image: z.string() });
export type TCaptcha = z.infer<typeof ZCaptchaSchema>;
export const ZCaptchaResponseSchema = envelopeOf(ZCaptchaSchema);

/** Login payload of spec section 3, plus the captcha answer once one is shown. */
export const ZLoginRequestSchema = z.object({
  loginName: ZCipherTextSchema,
  loginPassword: ZCipherTextSchema,
  userAgent: z.string().max(512).default(''),
  ipAddress: z.string().max(64).default(''),
  rememberMe: z.boolean().default(false),
  hashval: ZNonceSchema,
  attempts: z.number().int().min(0).max(10_000).default(0),
  lastURL: z.string().max(2048).default(''),
  oauth: z.boolean().default(false),
  IsADuser: z.boolean().default(false),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZPermissionSchema = z.object({
  featureId: z.number().int(),
  viewAccess: z.boolean(),
  createAccess: z.boolean().optional(),
  editAccess: z.boolean().optional(),
  deleteAccess: z.boolean().optional(),
});
export const ZClientSummarySchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
});
export const ZDepartmentSchema = z.object({
  departmentId: z.number().int(),
  departmentName: z.string(),
});

/** Login response data of spec section 3, every field. */
export const ZLoginDataSchema = z.object({
  licenseTypeId: z.number().int(),
  permissionList: z.array(ZPermissionSchema),
  clientList: z.array(ZClientSummarySchema),
  departmentList: z.array(ZDepartmentSchema),
  accountAdmin: z.boolean(),
  clientId: z.number().int(),
  accessToken: z.string(),
  timeZoneId: z.number().int(),
  timeFormatId: z.number().int(),
  dateFormatId: z.number().int(),
  isCampaign: z.boolean(),
  userId: z.number().int(),
  isAgency: z.boolean(),
  amount: z.number(),
  frequency: z.string(),
  clientName: z.string(),
  salePrice: z.number(),
  tenantShortCode: z.string(),
  orderId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  /** Signed in with a mailed temporary password: choose a new one before anything else. */
  passwordChangeRequired: z.boolean().optional(),
});
export type TLoginData = z.infer<typeof ZLoginDataSchema>;

/** Data that comes with the outcomes that do not sign in (OTP step, payment, setup...). */
export const ZLoginOutcomeDataSchema = z.object({
  otpToken: z.string().optional(),
  otpExpiresInSeconds: z.number().int().optional(),
  maskedEmail: z.string().optional(),
  /** With SECOND_FACTOR_MSG.required: the strong factors that may confirm this sign-in. */
  secondFactor: ZSecondFactorStepSchema.optional(),
  /** Encoded, signed client data for /payment, /account-activate and /account-setup. */
  q: z.string().optional(),
  captchaRequired: z.boolean().optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type TLoginOutcomeData = z.infer<typeof ZLoginOutcomeDataSchema>;

export const ZLoginResponseSchema = envelopeOf(
  z.union([ZLoginDataSchema, ZLoginOutcomeDataSchema]),
);

/** POST /api/CheckEmailExists: `purpose` says whether existence may be revealed (sign-up only). */
export const ZCheckEmailRequestSchema = z.object({
  emailId: ZCipherTextSchema,
  hashval: ZNonceSchema,
  purpose: z.enum(['login', 'signup']).default('login'),
});
export const ZCheckEmailResultSchema = z.object({ exists: z.boolean().optional() });

/** OTP steps: LoginValidateOTP, LoginValidateConfirm, ValidateOTP. */
export const ZOtpRequestSchema = z.object({
  otpToken: ZOtpTokenSchema,
  otp: z.string().regex(OTP_PATTERN, { error: 'Invalid OTP' }),
});
export type TOtpRequest = z.infer<typeof ZOtpRequestSchema>;
export const ZOtpStateSchema = z.object({
  state: z.enum(['valid', 'invalid', 'expired']),
  attemptsLeft: z.number().int().optional(),
});
export const ZOtpResponseSchema = envelopeOf(ZOtpStateSchema);
export const ZOtpConfirmResponseSchema = envelopeOf(ZLoginDataSchema);

/** POST /api/RequestOTP: resend the code of a challenge; the new code replaces the old one. */
export const ZResendOtpRequestSchema = z.object({ otpToken: ZOtpTokenSchema });
export const ZResendOtpResponseSchema = envelopeOf(
  z.object({ otpExpiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
);

/** POST /api/ForgetPassword: always answers alike, whether or not the account exists. */
export const ZForgotPasswordRequestSchema = z.object({
  emailId: z
    .string()
    .trim()
    .min(1, { error: MSG.emailRequired })
    .max(EMAIL_MAX, { error: MSG.charactersBelow(EMAIL_MAX) }),
  hashval: ZNonceSchema,
});
export const ZForgotPasswordResponseSchema = envelopeOf(
  z.object({ otpToken: z.string(), otpExpiresInSeconds: z.number().int() }),
);

/** POST /api/UpdatePassword: mails a new password once the challenge's OTP was validated. */
export const ZUpdatePasswordRequestSchema = z.object({
  emailId: z.string().trim().min(1).max(EMAIL_MAX),
  hashval: ZNonceSchema,
  otpToken: ZOtpTokenSchema,
});
export const ZUpdatePasswordResponseSchema = envelopeOf(z.object({}));

/** POST /api/Logout. */
export const ZLogoutRequestSchema = z.object({
  userId: z.number().int().positive(),
  clientId: z.number().int().positive(),
});
export const ZLogoutResponseSchema = envelopeOf(z.object({}));

/** The plaintext limits the server enforces after decryption. */
export const LOGIN_FIELD_LIMITS = { email: EMAIL_MAX, password: LOGIN_PASSWORD_MAX } as const;

/** POST /api/User/UnlockSignIn: an account admin lifts the failed-sign-in lock of one of their users. */
export const ZUnlockSignInRequestSchema = z.object({
  emailId: z
    .string()
    .trim()
    .min(1, { error: MSG.emailRequired })
    .max(EMAIL_MAX, { error: MSG.charactersBelow(EMAIL_MAX) }),
});
export const ZUnlockSignInResponseSchema = envelopeOf(z.object({}));
