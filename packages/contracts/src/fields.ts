/**
 * Field schemas of spec section 5, shared by the forms and the API routes so both reject the same
 * values with the same words. Checks run in the order written and forms show the first message,
 * so "required" always comes first.
 */
import { z } from 'zod';
import {
  CAPTCHA_LENGTH,
  IMAGE_MAX_BYTES,
  LOGIN_PASSWORD_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants.ts';
import {
  CITY_MAX,
  CITY_MIN,
  COMMUNICATION_NAME_MAX,
  COMMUNICATION_NAME_MIN,
  EMAIL_MAX,
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  LAST_NAME_MAX,
  LIST_NAME_MAX,
  LIST_NAME_MIN,
  WEBSITE_MAX,
  ZIP_MAX,
  ZIP_MIN,
} from './limits.ts';
import { MSG, OTP_MSG } from './messages.ts';
import {
  COMMUNICATION_NAME_PATTERN,
  EMAIL_PATTERN,
  IPV4_PATTERN,
  OTP_PATTERN,
  PORT_PATTERN,
  STRONG_PASSWORD_PATTERN,
  WEBSITE_PATTERN,
  ZIP_PATTERN,
} from './patterns.ts';

// A missing value and an empty one mean the same to a person, so both get the required message.
function requiredString(message: string) {
  return z.string({ error: message }).min(1, message);
}

// Surrounding spaces are never meant; trimming first makes "   " count as empty.
function requiredTrimmed(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

export const ZEmailSchema = requiredTrimmed(MSG.emailRequired)
  .max(EMAIL_MAX, MSG.charactersBelow(EMAIL_MAX))
  .regex(EMAIL_PATTERN, MSG.emailRequired);

/** Login checks only the bounds: old accounts may predate the strong-password rule. */
export const ZLoginPasswordSchema = requiredString(MSG.passwordRequired).max(
  LOGIN_PASSWORD_MAX,
  MSG.maxChars(LOGIN_PASSWORD_MAX),
);

export const ZStrongPasswordSchema = requiredString(MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.minChars(PASSWORD_MIN))
  .max(PASSWORD_MAX, MSG.maxChars(PASSWORD_MAX))
  .regex(STRONG_PASSWORD_PATTERN, MSG.passwordRequired);

export const ZConfirmPasswordSchema = requiredString(MSG.confirmPasswordRequired);

type TObjectSchema = z.ZodType<Record<string, unknown>>;

// Object-level rules must still run when another field is invalid, so the person sees every
// problem at once; they only need the two compared fields to be strings.
function bothStrings(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[a] === 'string' && typeof value[b] === 'string';
  };
}

/** Adds "confirm must equal password" to an object schema; the issue sits on the confirm field. */
export function withPasswordConfirmation<T extends TObjectSchema>(
  schema: T,
  keys: { password: string; confirm: string } = {
    password: 'password',
    confirm: 'confirmPassword',
  },
): T {
  return schema.refine(
    (value) => value[keys.confirm] === '' || value[keys.password] === value[keys.confirm],
    {
      error: MSG.passwordMismatch,
      path: [keys.confirm],
      when: bothStrings(keys.password, keys.confirm),
    },
  );
}

/** Adds "new password must differ from the current one"; the issue sits on the new field. */
export function withNewPasswordDiffers<T extends TObjectSchema>(
  schema: T,
  keys: { current: string; next: string } = { current: 'currentPassword', next: 'newPassword' },
): T {
  return schema.refine(
    (value) => value[keys.next] === '' || value[keys.current] !== value[keys.next],
    {
      error: MSG.newPasswordSameAsCurrent,
      path: [keys.next],
      when: bothStrings(keys.current, keys.next),
    },
  );
}

export const ZCaptchaSchema = requiredTrimmed(MSG.captchaRequired).length(
  CAPTCHA_LENGTH,
  MSG.captchaInvalid,
);

/** The captcha answer for one shown code; an exact match, as the code is shown case and all. */
export function captchaSchemaFor(expected: string) {
  return requiredTrimmed(MSG.captchaRequired).refine((value) => value === expected, {
    error: MSG.captchaInvalid,
  });
}

export const ZOtpSchema = requiredString(MSG.otpRequired).regex(OTP_PATTERN, OTP_MSG.invalid);

export const ZFirstNameSchema = requiredTrimmed(MSG.firstNameRequired)
  .min(FIRST_NAME_MIN, MSG.minChars(FIRST_NAME_MIN))
  .max(FIRST_NAME_MAX, MSG.maxChars(FIRST_NAME_MAX));

export const ZLastNameSchema = requiredTrimmed(MSG.lastNameRequired).max(
  LAST_NAME_MAX,
  MSG.maxChars(LAST_NAME_MAX),
);

export const ZCitySchema = requiredTrimmed(MSG.cityRequired)
  .min(CITY_MIN, MSG.minChars(CITY_MIN))
  .max(CITY_MAX, MSG.maxChars(CITY_MAX));

export const ZZipSchema = requiredTrimmed(MSG.zipRequired)
  .min(ZIP_MIN, MSG.zipInvalid)
  .max(ZIP_MAX, MSG.zipInvalid)
  .regex(ZIP_PATTERN, MSG.zipInvalid);

export const ZWebsiteSchema = requiredTrimmed(MSG.websiteRequired)
  .max(WEBSITE_MAX, MSG.maxChars(WEBSITE_MAX))
  .regex(WEBSITE_PATTERN, MSG.websiteInvalid);

export const ZListNameSchema = requiredTrimmed(MSG.listNameRequired)
  .min(LIST_NAME_MIN, MSG.minChars(LIST_NAME_MIN))
  .max(LIST_NAME_MAX, MSG.maxChars(LIST_NAME_MAX));

export const ZCommunicationNameSchema = requiredTrimmed(MSG.communicationNameRequired)
  .regex(COMMUNICATION_NAME_PATTERN, MSG.specialCharsNotAllowed)
  .min(COMMUNICATION_NAME_MIN, MSG.minChars(COMMUNICATION_NAME_MIN))
  .max(COMMUNICATION_NAME_MAX, MSG.maxChars(COMMUNICATION_NAME_MAX));

export const ZCountryIdSchema = z
  .number({ error: MSG.countryRequired })
  .int(MSG.countryRequired)
  .positive(MSG.countryRequired);

/** The port as typed (a string), for forms. */
export const ZPortSchema = requiredTrimmed(MSG.portRequired).regex(PORT_PATTERN, MSG.portInvalid);
/** The same rule, giving the number the API stores. */
export const ZPortNumberSchema = ZPortSchema.transform(Number);

export const ZIpv4Schema = requiredTrimmed(MSG.ipAddressInvalid).regex(
  IPV4_PATTERN,
  MSG.ipAddressInvalid,
);

/** The 500kb image limit is inclusive: the spec calls it the upload limit. */
export function isImageSizeAllowed(bytes: number): boolean {
  return Number.isFinite(bytes) && bytes >= 0 && bytes <= IMAGE_MAX_BYTES;
}

/** An image size in bytes, for the API, which sees the size before the body. */
export const ZImageSizeSchema = z
  .number()
  .int()
  .nonnegative()
  .max(IMAGE_MAX_BYTES, MSG.imageTooLarge);

/** An image File, for forms. */
export const ZImageFileSchema = z.file().max(IMAGE_MAX_BYTES, MSG.imageTooLarge);
