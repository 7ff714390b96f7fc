/** Per-address request limits of the auth endpoints, on top of the failure counters. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export const AUTH_RATE_LIMITS = {
  key: perMinute(60),
  captcha: perMinute(30),
  checkEmail: perMinute(30),
  login: perMinute(20),
  otpValidate: perMinute(20),
  otpResend: perMinute(6),
  forgotPassword: perMinute(6),
  updatePassword: perMinute(6),
} as const;
