/**
 * Deliverability alerts (issue 22, item 4). Gmail's bulk-sender rules: a spam complaint rate
 * above 0.3% gets mail rejected, so the account's admins hear about it before Gmail acts.
 */
export const COMPLAINT_RATE_ALERT = {
  /** 0.3%: Gmail's limit for bulk senders. */
  maxRate: 0.003,
  windowDays: 7,
  /** At most one alert per account in this many hours while the rate stays high. */
  quietHours: 24,
} as const;

export const DELIVERABILITY_MSG = {
  complaintRateHigh: (complaints: number, sent: number, rate: number) =>
    `Spam complaints reached ${(rate * 100).toFixed(2)}% of your email over the last ` +
    `${COMPLAINT_RATE_ALERT.windowDays} days (${complaints} of ${sent}), above Gmail's 0.3% limit. ` +
    'Send only to people who asked for your mail and make unsubscribing easy.',
} as const;
