/**
 * User-facing texts of spec sections 2, 4, 5 and 8, to the letter, typos included: the client
 * branches on some of them by exact text. Texts marked "ours" fill a gap where the spec shows a
 * rule but no message.
 */

/** Field validation messages (spec section 5). */
export const MSG = {
  emailRequired: 'Enter a valid business email address',
  /** The email max-length message; N is the limit itself. */
  charactersBelow: (n: number) => `Enter characters below ${n} characters`,
  passwordRequired: 'Enter a valid password',
  confirmPasswordRequired: 'Re-enter password',
  passwordMismatch: 'Password and confirm password does not match',
  newPasswordSameAsCurrent: 'New password cannot be same as current password',
  captchaRequired: 'Enter captcha',
  captchaInvalid: 'Invalid captcha',
  firstNameRequired: 'Enter first name',
  minChars: (n: number) => `Min. ${n} characters`,
  maxChars: (n: number) => `Max. ${n} characters`,
  zipInvalid: 'Enter valid ZIP code',
  websiteRequired: 'Enter website',
  websiteInvalid: 'Enter valid website',
  specialCharsNotAllowed: 'special characters not allowed',
  imageTooLarge: 'Image size should be less than 500kb.',
  countryRequired: 'Select country',
  portRequired: 'Enter port number',
  portInvalid: 'Invalid port number',
  ipAddressExists: 'IP address already exists',
  duplicateValue: 'Duplicate value',
  ipAddressInvalid: 'Enter valid IP address',
  /** Ours: the spec shows "Required" for these fields but not the text. */
  lastNameRequired: 'Enter last name',
  cityRequired: 'Enter city',
  zipRequired: 'Enter ZIP code',
  listNameRequired: 'Enter list name',
  communicationNameRequired: 'Enter communication name',
  otpRequired: 'Enter OTP',
} as const;

/** OTP texts (spec sections 2, 4 and 8). Both spellings of "sent" are in use by the server. */
export const OTP_MSG = {
  invalid: 'Invalid OTP',
  valid: 'Valid OTP',
  expired: 'OTP expired',
  sent: 'OTP sent successfully',
  resent: 'OTP resent successfully',
  sentLegacy: 'OTP Sent succesfully',
  resendPrompt: 'Resend?',
} as const;

/**
 * Login outcomes the client branches on by exact text (spec sections 4 and 8). The API must send
 * these strings unchanged, so both sides import them from here.
 */
export const LOGIN_OUTCOME = {
  otpRequired: 'OTP Required',
  paymentNotCompleted: 'Payment not completed',
  accountNotActivated: 'Account not activated',
  licenseKeyNotValidated: 'Licensekey not validated',
  agencyLicenseKeyNotValidated: 'Agency Licensekey not validated',
  agencyAccountNotActivated: 'Agency account not activated',
  clientsNotCreated: 'Clients not created',
} as const;
export type TLoginOutcome = (typeof LOGIN_OUTCOME)[keyof typeof LOGIN_OUTCOME];

/** Forgot-password success (spec section 4); the modal closes 2 seconds after it shows. */
export const NEW_PASSWORD_SENT = 'New password sent successfully to the registered email id';

/** Whole-page and overlay texts (spec sections 2 and 8). */
export const PAGE_TEXT = {
  networkLost: 'Network connection lost',
  notFound: "Sorry! The page you're looking for cannot be found.",
  crash: "SORRY ... It's not you. It's us.",
  routerError: 'Unexpected Application Error!',
} as const;
