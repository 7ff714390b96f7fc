import type { TExperimentMetric } from '@resonate/contracts/campaigns/experiment';

/** A count metric's rate as a percentage; revenue as an amount per message. */
export function rateText(rate: number, metric: TExperimentMetric): string {
  if (metric === 'revenue') return rate.toFixed(2);
  return `${(rate * 100).toFixed(1)} %`;
}

/** A probability as a whole percentage, or a dash when there is nothing to compare. */
export function confidenceText(confidence: number | null): string {
  return confidence === null ? '–' : `${Math.round(confidence * 100)} %`;
}
