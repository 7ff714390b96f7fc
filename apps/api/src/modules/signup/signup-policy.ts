/**
 * Limits of sign-up that the spec does not fix (ours, in the spirit of OWASP ASVS 2.5): the
 * code itself follows the sign-in OTP rules (6 digits, 300 seconds, 5 wrong tries, a resend
 * every 30 seconds and 5 codes per verification).
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const SIGNUP_POLICY = {
  /** The otpToken of a verification lives this long (it outlives one code, as resends do). */
  tokenTtlSeconds: HOUR,
  /** A verified email must be used by SaveSignUp within this time. */
  verifiedGraceSeconds: 30 * MINUTE,
  /** New verifications of one email per hour: a person retries, a mail bomber repeats. */
  verificationsPerEmailPerHour: 5,
  /**
   * Answers that say whether an email is registered (CheckEmailExists for sign-up, RequestOTP),
   * per network address per hour: enough for people typing, too few to walk a customer list.
   */
  existenceAnswersPerAddressPerHour: 30,
  windowSeconds: HOUR,
  /** Unused verifications are deleted after this long. */
  pruneAfterSeconds: 24 * HOUR,
} as const;
