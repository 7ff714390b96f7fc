import type { TContent } from '@resonate/contracts/campaigns/content';
import {
  EXPERIMENT_LIMITS,
  EXPERIMENT_METRICS,
  metricHasData,
  variantLetter,
  type TExperiment,
  type TExperimentVariant,
  type TVariantField,
} from '@resonate/contracts/campaigns/experiment';

/** A new test: variant A is the content as written, B starts as its copy to be changed. */
export function newExperiment(
  channelId: number,
  fields: readonly TVariantField[],
  content: TContent | undefined,
): TExperiment {
  const base: TExperimentVariant = { name: variantLetter(0) };
  const values = (content ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string') base[field] = value;
  }
  return {
    variants: [base, { ...base, name: variantLetter(1) }],
    testSharePercent: EXPERIMENT_LIMITS.testShareDefault,
    metric: EXPERIMENT_METRICS.find((metric) => metricHasData(metric, channelId)) ?? 'conversions',
    durationHours: EXPERIMENT_LIMITS.durationHoursDefault,
    defaultVariant: 0,
  };
}

/** Another variant, a copy of the last one, named by its letter. */
export function withVariantAdded(experiment: TExperiment): TExperiment {
  const last = experiment.variants[experiment.variants.length - 1] ?? { name: '' };
  const name = variantLetter(experiment.variants.length);
  return { ...experiment, variants: [...experiment.variants, { ...last, name }] };
}

/** Without variant `index`; the default follows the variant it was on (or becomes A). */
export function withVariantRemoved(experiment: TExperiment, index: number): TExperiment {
  const variants = experiment.variants.filter((_, i) => i !== index);
  const current = experiment.defaultVariant;
  const defaultVariant = current === index ? 0 : current > index ? current - 1 : current;
  return { ...experiment, variants, defaultVariant };
}
