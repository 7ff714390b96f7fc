/** Per-address request limits of the profile's sensitive endpoints, on top of the global one. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export const PROFILE_RATE_LIMITS = {
  /** ValidatePassword, ConfirmPassword and ChangePassword each tell whether a password is right. */
  password: perMinute(10),
  /** Each start sends an SMS, which costs money once a real provider is set. */
  mobileStart: perMinute(6),
  mobileConfirm: perMinute(20),
} as const;

export const tags = ['profile'];
export const security = [{ accessToken: [] }];
