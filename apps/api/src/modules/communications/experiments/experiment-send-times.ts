import {
  longestSendDelay,
  sendDelayOf,
  testsSendTime,
  type TExperimentVariant,
} from '@resonate/contracts/campaigns/experiment';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type TTimed = { variants: readonly TExperimentVariant[]; durationHours: number };

/**
 * The test's end: the last variant's send plus the duration, so every variant is measured over
 * the same `durationHours` from its own send (experiment-figures.ts cuts each message's window).
 */
export function testEndOf(experiment: TTimed, start: Date): Date {
  const hours = longestSendDelay(experiment.variants) + experiment.durationHours;
  return new Date(start.getTime() + hours * HOUR_MS);
}

/** When each variant's test messages go: the start plus its delay; null: at once (no hold). */
export function variantSendTimes(experiment: TTimed, start: Date): (Date | null)[] {
  return experiment.variants.map((variant) => {
    const delay = sendDelayOf(variant);
    return delay > 0 ? new Date(start.getTime() + delay * HOUR_MS) : null;
  });
}

/**
 * When the winner goes to the rest, decided at `decidedAt`. A test of content alone: at once.
 * A test of send times: the winning variant's time of day was part of what won, so the rest get
 * it at that time of day, the first one after the decision (within 24 hours), as 24-hour steps
 * from its test send. Null: at once.
 */
export function restSendAt(
  experiment: TTimed,
  start: Date,
  winner: number,
  decidedAt: Date,
): Date | null {
  if (!testsSendTime(experiment.variants)) return null;
  const won = experiment.variants[winner];
  let at = start.getTime() + (won ? sendDelayOf(won) : 0) * HOUR_MS;
  if (at < decidedAt.getTime()) {
    at += Math.ceil((decidedAt.getTime() - at) / DAY_MS) * DAY_MS;
  }
  return at > decidedAt.getTime() ? new Date(at) : null;
}
