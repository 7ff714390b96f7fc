/**
 * Sign-up (issue 5; spec section 3 "New-user form", section 5 field rules, section 7 names
 * CheckEmailExists, RequestOTP, ValidateOTP and SaveSignUp). The form fields and their messages
 * are the spec's where it has them; the rest (titles, account type, phone) are ours. The same
 * schema validates the page and the API.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MSG } from '../account.ts';
import {
  withPasswordConfirmation,
  ZConfirmPasswordSchema,
  ZCountryIdSchema,
  ZEmailSchema,
  ZFirstNameSchema,
  ZLastNameSchema,
  ZStrongPasswordSchema,
  ZWebsiteSchema,
} from '../fields.ts';
import { MSG } from '../messages.ts';
import { DIAL_CODE_PATTERN, MOBILE_NUMBER_PATTERN, PROFILE_MSG } from '../profile.ts';

/** Ours: the spec lists "title" without its choices. */
export const SIGNUP_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof'] as const;
export type TSignUpTitle = (typeof SIGNUP_TITLES)[number];

/** "Agency and brand fields": an agency sets up brands later; a brand is one company. */
export const ACCOUNT_TYPES = ['brand', 'agency'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

/** Ours: a company name of one character is almost always a slip. */
export const COMPANY_NAME_MIN = 2;

/** Ours, besides the spec's field messages (section 5). */
export const SIGNUP_MSG = {
  titleRequired: 'Select title',
  jobFunctionRequired: 'Select job function',
  phoneRequired: 'Enter phone number',
  phoneInvalid: PROFILE_MSG.mobileInvalid,
  accountTypeRequired: 'Choose whether you are a brand or an agency',
  companyRequired: ACCOUNT_MSG.companyRequired,
  emailTaken: 'This email is already registered',
  emailAvailable: 'Email is available',
  tooManyEmailChecks: 'Too many email checks from this network. Try again in an hour.',
  tooManyCodes: 'Too many verification codes for this email. Try again in an hour.',
  verificationExpired: 'Your email verification has expired. Verify your email address again.',
  verificationRequired: 'Verify your email address with the code we sent first.',
  emailNotVerified: 'This is not the email address you verified. Verify this one first.',
  created: 'Your account has been created',
} as const;

function requiredId(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(1_000_000, message);
}

/** Every field of the new-user form, as the API and the form validate them. */
export const ZSignUpFieldsSchema = z.object({
  title: z.enum(SIGNUP_TITLES, { error: SIGNUP_MSG.titleRequired }),
  firstName: ZFirstNameSchema,
  lastName: ZLastNameSchema,
  /** The phone's country dial code, e.g. "+44". */
  countryCode: z
    .string({ error: PROFILE_MSG.countryCodeRequired })
    .regex(DIAL_CODE_PATTERN, PROFILE_MSG.countryCodeRequired),
  phoneNo: z
    .string({ error: SIGNUP_MSG.phoneRequired })
    .trim()
    .min(1, SIGNUP_MSG.phoneRequired)
    .regex(MOBILE_NUMBER_PATTERN, SIGNUP_MSG.phoneInvalid),
  emailId: ZEmailSchema,
  jobFunctionId: requiredId(SIGNUP_MSG.jobFunctionRequired),
  password: ZStrongPasswordSchema,
  confirmPassword: ZConfirmPasswordSchema,
  accountType: z.enum(ACCOUNT_TYPES, { error: SIGNUP_MSG.accountTypeRequired }),
  companyName: z
    .string({ error: SIGNUP_MSG.companyRequired })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, SIGNUP_MSG.companyRequired)
        .min(COMPANY_NAME_MIN, MSG.minChars(COMPANY_NAME_MIN))
        .max(ACCOUNT_LIMITS.companyName, MSG.maxChars(ACCOUNT_LIMITS.companyName)),
    ),
  website: ZWebsiteSchema,
  countryId: ZCountryIdSchema,
  currency: z
    .string({ error: ACCOUNT_MSG.currencyRequired })
    .regex(/^[A-Z]{3}$/, ACCOUNT_MSG.currencyRequired),
  languageId: requiredId(ACCOUNT_MSG.languageRequired),
  dateFormatId: requiredId(ACCOUNT_MSG.dateFormatRequired),
  timeFormatId: requiredId(ACCOUNT_MSG.timeFormatRequired),
  timeZoneId: requiredId(ACCOUNT_MSG.timeZoneRequired),
});

/** The form: the fields, and the confirmation that must match the password. */
export const ZSignUpFormSchema = withPasswordConfirmation(ZSignUpFieldsSchema);
export type TSignUpFormInput = z.input<typeof ZSignUpFieldsSchema>;
export type TSignUpForm = z.output<typeof ZSignUpFieldsSchema>;

const ZOtpTokenSchema = z.string().min(16).max(512);

/** POST /api/SignUp/RequestOTP: mails a code that proves the business email is theirs. */
export const ZSignUpOtpRequestSchema = z.object({ emailId: ZEmailSchema });
export const ZSignUpOtpChallengeSchema = z.object({
  otpToken: z.string(),
  otpExpiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
  maskedEmail: z.string(),
});
export type TSignUpOtpChallenge = z.infer<typeof ZSignUpOtpChallengeSchema>;

/** POST /api/SignUp/ResendOTP: a new code under the same token. */
export const ZSignUpResendOtpRequestSchema = z.object({ otpToken: ZOtpTokenSchema });
export const ZSignUpOtpResentSchema = z.object({
  otpExpiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

/** POST /api/SaveSignUp: the form and the verified email's otpToken, in one transaction. */
export const ZSaveSignUpRequestSchema = withPasswordConfirmation(
  ZSignUpFieldsSchema.extend({ otpToken: ZOtpTokenSchema }),
);
export type TSaveSignUpRequest = z.input<typeof ZSaveSignUpRequestSchema>;

export const ZSaveSignUpResultSchema = z.object({
  clientId: z.number().int(),
  userId: z.number().int(),
  clientName: z.string(),
  isAgency: z.boolean(),
  /** The signed onboarding q for /Licensetype and /payment. */
  q: z.string(),
});
export type TSaveSignUpResult = z.infer<typeof ZSaveSignUpResultSchema>;
