import {
  EXPERIMENT_LIMITS,
  EXPERIMENT_MSG,
  variantLetter,
  type TExperimentMetric,
} from '@resonate/contracts/campaigns/experiment';

/**
 * What a variant's test messages achieved: `sent` messages, `total` the metric summed over
 * them (contacts who opened, clicked or converted; or revenue) and `sumSquares` the sum of each
 * contact's squared revenue (revenue's variance; unused for counts).
 */
export type TVariantOutcome = { sent: number; total: number; sumSquares: number };

export type TDecision = {
  winner: number;
  /** The leader's probability of beating the runner-up (null: nothing to compare). */
  confidence: number | null;
  /** True when the leader won with the required confidence; false: the default went. */
  confident: boolean;
  reason: string;
  /** Per variant: its probability of beating the runner-up (leader) or the leader (others). */
  perVariant: (number | null)[];
};

/** The standard normal CDF (Abramowitz-Stegun 7.1.26 through erf; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function rateOf(outcome: TVariantOutcome): number {
  return outcome.sent > 0 ? outcome.total / outcome.sent : 0;
}

/**
 * P(a beats b): a two-proportion z-test (pooled) for counts; for revenue, Welch's z on the
 * revenue per message (samples of a test share are large enough for the normal limit).
 */
export function probabilityToBeat(
  a: TVariantOutcome,
  b: TVariantOutcome,
  metric: TExperimentMetric,
): number | null {
  if (a.sent === 0 || b.sent === 0) return null;
  const diff = rateOf(a) - rateOf(b);
  let se: number;
  if (metric === 'revenue') {
    se = Math.sqrt(varianceOf(a) / a.sent + varianceOf(b) / b.sent);
  } else {
    const pooled = (a.total + b.total) / (a.sent + b.sent);
    se = Math.sqrt(pooled * (1 - pooled) * (1 / a.sent + 1 / b.sent));
  }
  if (se === 0) return diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
  return normalCdf(diff / se);
}

/** The sample variance of revenue per message. */
function varianceOf(outcome: TVariantOutcome): number {
  if (outcome.sent < 2) return 0;
  const mean = outcome.total / outcome.sent;
  return Math.max(0, (outcome.sumSquares - outcome.sent * mean * mean) / (outcome.sent - 1));
}

/**
 * The winner: the variant with the best rate, when it beats the runner-up with the required
 * confidence (one-sided, 95 %); otherwise the marketer's default, with the reason recorded.
 * A tie for the lead is no winner.
 */
export function decideWinner(
  outcomes: readonly TVariantOutcome[],
  metric: TExperimentMetric,
  defaultVariant: number,
): TDecision {
  const order = outcomes
    .map((outcome, index) => ({ index, rate: rateOf(outcome) }))
    .sort((x, y) => y.rate - x.rate || x.index - y.index);
  const leader = order[0]!;
  const runnerUp = order[1]!;
  const lead = outcomes[leader.index]!;
  const confidence = probabilityToBeat(lead, outcomes[runnerUp.index]!, metric);
  const perVariant = outcomes.map((outcome, index) =>
    index === leader.index ? confidence : probabilityToBeat(outcome, lead, metric),
  );
  const noData = outcomes.every((o) => o.total === 0);
  if (noData || confidence === null) {
    return {
      winner: defaultVariant,
      confidence,
      confident: false,
      reason: EXPERIMENT_MSG.noData,
      perVariant,
    };
  }
  if (confidence >= EXPERIMENT_LIMITS.confidenceRequired) {
    const reason = EXPERIMENT_MSG.winnerFound(variantLetter(leader.index), confidence);
    return { winner: leader.index, confidence, confident: true, reason, perVariant };
  }
  const reason = EXPERIMENT_MSG.noConfidentWinner(variantLetter(leader.index), confidence);
  return { winner: defaultVariant, confidence, confident: false, reason, perVariant };
}
