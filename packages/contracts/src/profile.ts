/**
 * My profile (spec sections 2, 5 and 7): GetMyProfile, ProfileUpdate, the profile picture,
 * UpdateMobileNumber / ChangeMobileNumber, and ValidatePassword / ConfirmPassword /
 * ChangePassword. Field messages are the spec's where it has one; PROFILE_MSG fills the gaps.
 */
import { z } from 'zod';
import { IMAGE_MAX_BYTES, LOGIN_PASSWORD_MAX, PASSWORD_MAX } from './constants.ts';
import { envelopeOf } from './envelope.ts';
import { FIRST_NAME_MAX, FIRST_NAME_MIN, LAST_NAME_MAX } from './limits.ts';
import { MSG, OTP_MSG } from './messages.ts';
import { OTP_PATTERN, STRONG_PASSWORD_PATTERN } from './patterns.ts';

/** Our choice: long enough for handles people use, short enough for the header and lists. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters, digits, underscore and hyphen: the spec's keyboard filter for such fields. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The national number without its dial code: E.164 allows 15 digits in all. */
export const MOBILE_NUMBER_PATTERN = /^\d{4,14}$/;
export const DIAL_CODE_PATTERN = /^\+\d{1,4}$/;

/** Picture types the server recognises by their first bytes (SVG can carry script: refused). */
export const PROFILE_PICTURE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;

/** Ours: texts the spec implies (a rule without a message) or that only the profile needs. */
export const PROFILE_MSG = {
  usernameInvalid: 'Use letters, digits, underscore or hyphen only',
  usernameTaken: 'This username is already taken',
  staleProfile: 'This profile was changed elsewhere; reload to see the latest',
  saved: 'Profile updated successfully',
  countryCodeRequired: 'Select country code',
  mobileRequired: 'Enter mobile number',
  mobileInvalid: 'Enter a valid mobile number of 4 to 14 digits',
  mobileUnchanged: 'This is already your mobile number',
  mobileChanged: 'Mobile number changed successfully',
  /** Production with no SMS channel and no SMS_URL: said, never a silently dropped code. */
  smsNotConfigured:
    'No SMS provider is configured, so the code cannot be sent. Ask your account admin to set up the SMS channel in Communication settings, or the operator to set SMS_URL.',
  /** Development only: where the code went instead of a phone. */
  codeInDevOutbox:
    'Development: no SMS provider is set up, so the code was written to the SMS outbox file (DATA_DIR/sms-outbox) instead of being sent to the phone.',
  currentPasswordRequired: 'Enter current password',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordValid: 'Current password is correct',
  passwordWeak:
    'Use 8 to 15 characters with an uppercase and a lowercase letter, a number and a special character (#?!@$%^&*-)',
  passwordAccepted: 'New password can be used',
  passwordChanged: 'Password changed successfully',
  pictureType: 'Upload a PNG, JPEG, WebP or GIF image',
  pictureMissing: 'Choose an image to upload',
  pictureSaved: 'Profile picture updated successfully',
  pictureRemoved: 'Profile picture removed',
} as const;

/** The spec's image rule: under 500kb. One function, so the page and the server agree. */
export function isImageTooLarge(bytes: number): boolean {
  return bytes > IMAGE_MAX_BYTES;
}

/** Optional claims of the spec-style payloads: when sent, they must be the caller's own. */
const ZOwnerClaimsSchema = z.object({
  clientId: z.number().int().positive().optional(),
  userId: z.number().int().positive().optional(),
});

export const ZMyProfileSchema = z.object({
  userId: z.number().int(),
  clientId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  countryCode: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  /** The role's name; read-only on this page. */
  userRole: z.string(),
  accountAdmin: z.boolean(),
  /** A data: URL of the picture, or null. */
  profilePicture: z.string().nullable(),
  /** Sent back with ProfileUpdate: a stale version is refused with 409. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TMyProfile = z.infer<typeof ZMyProfileSchema>;
export const ZMyProfileResponseSchema = envelopeOf(ZMyProfileSchema);

const trimmed = () => z.string().transform((value) => value.replace(/\s+/g, ' ').trim());

/** POST /api/ProfileUpdate: names and username; email and role are read-only. */
export const ZProfileUpdateRequestSchema = ZOwnerClaimsSchema.extend({
  firstName: trimmed().pipe(
    z
      .string()
      .min(1, { error: MSG.firstNameRequired })
      .min(FIRST_NAME_MIN, { error: MSG.minChars(FIRST_NAME_MIN) })
      .max(FIRST_NAME_MAX, { error: MSG.maxChars(FIRST_NAME_MAX) }),
  ),
  lastName: trimmed().pipe(
    z
      .string()
      .min(1, { error: MSG.lastNameRequired })
      .max(LAST_NAME_MAX, { error: MSG.maxChars(LAST_NAME_MAX) }),
  ),
  /** Optional: empty clears it. */
  username: z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= USERNAME_MIN, {
      error: MSG.minChars(USERNAME_MIN),
    })
    .refine((value) => value.length <= USERNAME_MAX, { error: MSG.maxChars(USERNAME_MAX) })
    .refine((value) => value === '' || USERNAME_PATTERN.test(value), {
      error: PROFILE_MSG.usernameInvalid,
    }),
  version: z.number().int().positive(),
});
export type TProfileUpdateInput = z.input<typeof ZProfileUpdateRequestSchema>;
export type TProfileUpdateRequest = z.output<typeof ZProfileUpdateRequestSchema>;

export const ZProfilePictureSchema = z.object({ profilePicture: z.string().nullable() });
export const ZProfilePictureResponseSchema = envelopeOf(ZProfilePictureSchema);

/** POST /api/UpdateMobileNumber: starts a change; a code goes to the new number. */
export const ZUpdateMobileRequestSchema = ZOwnerClaimsSchema.extend({
  countryCode: z
    .string()
    .min(1, { error: PROFILE_MSG.countryCodeRequired })
    .regex(DIAL_CODE_PATTERN, { error: PROFILE_MSG.countryCodeRequired }),
  mobileNumber: z
    .string()
    .trim()
    .min(1, { error: PROFILE_MSG.mobileRequired })
    .regex(MOBILE_NUMBER_PATTERN, { error: PROFILE_MSG.mobileInvalid }),
});
export type TUpdateMobileRequest = z.infer<typeof ZUpdateMobileRequestSchema>;
export const ZMobileChallengeSchema = z.object({
  otpToken: z.string(),
  otpExpiresInSeconds: z.number().int(),
  /** "+44 ******789": enough to recognise the number the code went to. */
  maskedNumber: z.string(),
  /** Where the code went: a real SMS, or (development only) the SMS outbox file. */
  deliveredTo: z.enum(['phone', 'devOutbox']),
});
export type TMobileChallenge = z.infer<typeof ZMobileChallengeSchema>;
export const ZMobileChallengeResponseSchema = envelopeOf(ZMobileChallengeSchema);

/** POST /api/ChangeMobileNumber: the code from the SMS confirms the change. */
export const ZChangeMobileRequestSchema = z.object({
  otpToken: z.string().min(16).max(512),
  otp: z.string().regex(OTP_PATTERN, { error: OTP_MSG.invalid }),
});

// Current passwords may predate today's rules (or be a mailed one): bounded, not patterned.
const ZCurrentPasswordSchema = z
  .string()
  .min(1, { error: PROFILE_MSG.currentPasswordRequired })
  .max(Math.max(LOGIN_PASSWORD_MAX, 128));
const ZNewPasswordSchema = z
  .string()
  .min(1, { error: MSG.passwordRequired })
  .max(PASSWORD_MAX, { error: MSG.maxChars(PASSWORD_MAX) })
  .regex(STRONG_PASSWORD_PATTERN, { error: PROFILE_MSG.passwordWeak });
const ZConfirmSchema = z.string().min(1, { error: MSG.confirmPasswordRequired });

/** POST /api/ValidatePassword: is this the current password? */
export const ZValidatePasswordRequestSchema = z.object({ currentPassword: ZCurrentPasswordSchema });

/** POST /api/ConfirmPassword: is this new password acceptable (strong, confirmed, not the current)? */
export const ZConfirmPasswordRequestSchema = z
  .object({ newPassword: ZNewPasswordSchema, confirmPassword: ZConfirmSchema })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: MSG.passwordMismatch,
    path: ['confirmPassword'],
  });

/** POST /api/ChangePassword: all three; other sessions are signed out. */
export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: ZCurrentPasswordSchema,
    newPassword: ZNewPasswordSchema,
    confirmPassword: ZConfirmSchema,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: MSG.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    error: MSG.newPasswordSameAsCurrent,
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const ZEmptyResponseSchema = envelopeOf(z.object({}));
