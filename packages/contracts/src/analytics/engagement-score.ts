/**
 * A person's audience-behaviour segment and engagement score, computed the same way by the
 * 360 page and the List tab (and matching the dashboard's propensity widget): recency is
 * counted in whole UTC calendar days between the last engagement and today.
 */
import { PROPENSITY_RECENCY_DAYS, type TPropensitySegment } from '../dashboard/dashboard.ts';

const DAY_MS = 86_400_000;

/** Whole UTC days from the day of `last` to the day of `now` (0 = engaged today). */
export function daysSinceEngaged(last: Date | string, now: Date = new Date()): number {
  const lastDay = Math.floor(new Date(last).getTime() / DAY_MS);
  const today = Math.floor(now.getTime() / DAY_MS);
  return Math.max(0, today - lastDay);
}

/** engaged up to 30 days, at risk up to 90, dormant beyond; never without an engagement. */
export function propensitySegment(
  last: Date | string | null,
  now: Date = new Date(),
): TPropensitySegment {
  if (last === null) return 'never';
  const days = daysSinceEngaged(last, now);
  if (days <= PROPENSITY_RECENCY_DAYS.engaged) return 'engaged';
  if (days <= PROPENSITY_RECENCY_DAYS.atRisk) return 'at_risk';
  return 'dormant';
}

/**
 * The engagement score, 0-100: up to 60 points for recency and up to 40 for frequency.
 * - Recency falls linearly from 60 (engaged today) to 0 at the end of the at-risk window
 *   (90 days): a dormant person scores on frequency only.
 * - Frequency grows with the logarithm of the engagements, so the first few count most,
 *   and reaches 40 at ENGAGEMENT_SCORE.frequencyCap engagements.
 * Someone who never engaged scores 0.
 */
export const ENGAGEMENT_SCORE = {
  recencyPoints: 60,
  frequencyPoints: 40,
  frequencyCap: 20,
} as const;

export function engagementScore(
  last: Date | string | null,
  engagements: number,
  now: Date = new Date(),
): number {
  if (last === null || engagements <= 0) return 0;
  const { recencyPoints, frequencyPoints, frequencyCap } = ENGAGEMENT_SCORE;
  const window = PROPENSITY_RECENCY_DAYS.atRisk;
  const recency = recencyPoints * Math.max(0, 1 - daysSinceEngaged(last, now) / window);
  const frequency =
    frequencyPoints * Math.min(1, Math.log1p(engagements) / Math.log1p(frequencyCap));
  return Math.round(recency + frequency);
}
