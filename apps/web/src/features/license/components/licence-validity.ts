import type { TLicenceSummary } from '@resonate/contracts/onboarding/licence';

/** Share of the licence period already used (0-100), and how urgent renewal is. */
export function validityProgress(licence: TLicenceSummary, daysLeft: number, now = Date.now()) {
  const from = Date.parse(licence.validFrom);
  const until = Date.parse(licence.validUntil);
  const used = until > from ? ((now - from) / (until - from)) * 100 : 100;
  const percent = Math.min(100, Math.max(0, Math.round(used)));
  const variant =
    licence.status !== 'active' || daysLeft <= 7
      ? 'danger'
      : daysLeft <= 30
        ? 'warning'
        : 'success';
  return { percent, variant } as const;
}
