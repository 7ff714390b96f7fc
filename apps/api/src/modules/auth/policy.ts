/**
 * Sign-in policy: lifetimes and limits the spec does not fix, chosen after OWASP ASVS level 2.
 * The spec's own constants (OTP length and validity, captcha after 2 failures) are in contracts.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  idleSeconds: 30 * MINUTE,
  absoluteSeconds: 12 * HOUR,
  rememberMeIdleSeconds: 30 * DAY,
  rememberMeAbsoluteSeconds: 90 * DAY,
  /** last_seen_at is written at most this often per session: one write a minute, not a request. */
  touchEverySeconds: MINUTE,
  /** How long a validated token is trusted from memory before PostgreSQL is asked again. */
  cacheSeconds: 30,
} as const;

export const NONCE_TTL_SECONDS = 15 * MINUTE;
export const CAPTCHA_TTL_SECONDS = 5 * MINUTE;

export const OTP_POLICY = {
  maxWrongAttempts: 5,
  resendIntervalSeconds: 30,
  maxSends: 5,
  /** The otpToken outlives one code: resends replace the code under the same token. */
  tokenTtlSeconds: HOUR,
  /** After a valid forgot-password code, the new password must be asked for within this. */
  verifiedGraceSeconds: 10 * MINUTE,
} as const;

export const FAILURE_POLICY = {
  windowSeconds: HOUR,
  /** At most this many failed sign-ins per account per hour; then password sign-in pauses. */
  accountMaxFailures: 100,
  /**
   * The spec's captcha comes after more than 2 failures of an account; an address (an office, a
   * mobile carrier's NAT) shares one count among many people, so it needs more before a captcha.
   */
  addressCaptchaAfter: 10,
  /** Failures from one address before it is locked out for addressLockSeconds. */
  addressMaxFailures: 30,
  addressLockSeconds: 15 * MINUTE,
} as const;

/** The signed `q` handed to onboarding pages (payment, licence, agency setup). */
export const ONBOARDING_TOKEN_TTL_SECONDS = DAY;
