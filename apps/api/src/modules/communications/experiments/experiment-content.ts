import type { TContent } from '@resonate/contracts/campaigns/content';
import {
  EXPERIMENT_MSG,
  variantLetter,
  type TExperimentVariant,
  type TVariantField,
} from '@resonate/contracts/campaigns/experiment';
import {
  checkContent,
  compileContent,
  TemplateError,
  type TCompiledContent,
} from '../render/render-content.ts';
import type { TStoredExperiment } from './experiment-repository.ts';
import { bucketOf, variantOfBucket } from './experiment-split.ts';

const FIELDS: readonly TVariantField[] = ['subject', 'preheader', 'html', 'text', 'title', 'body'];

/**
 * A variant's content: the communication's, with the fields the variant sets (non-empty)
 * in place of its own. Fields the content's kind has not are ignored (launch refuses them).
 */
export function variantContent(content: TContent, variant: TExperimentVariant): TContent {
  const next: Record<string, unknown> = { ...content };
  for (const field of FIELDS) {
    const value = variant[field];
    if (value !== undefined && value.trim() !== '' && field in content) next[field] = value;
  }
  return next as TContent;
}

/** The compiled variants of a run's content and how its contacts are split among them. */
type TRunVariants = {
  communicationId: number;
  testSharePercent: number;
  /** The variant of the contacts outside the test share (null while testing: none is sent). */
  rest: number | null;
  compiled: readonly TCompiledContent[];
};
const VARIANTS = new WeakMap<TCompiledContent, TRunVariants>();

/**
 * Compiles every variant and ties them to the base compiled content, so the delivery path
 * keeps one `compiled` and picks a message's variant with compiledForVariant. A variant that
 * does not parse throws a TemplateError naming the variant.
 */
export function compileVariants(
  base: TCompiledContent,
  content: TContent,
  experiment: {
    communicationId: number;
    testSharePercent: number;
    variants: readonly TExperimentVariant[];
    winner: number | null;
  },
): TCompiledContent {
  const { variants } = experiment;
  const compiled = variants.map((variant, index) => {
    try {
      return compileContent(variantContent(content, variant));
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      const detail = EXPERIMENT_MSG.variantBroken(variantLetter(index), error.detail);
      throw new TemplateError(`experiment.variants.${index}.${error.field}`, detail);
    }
  });
  VARIANTS.set(base, {
    communicationId: experiment.communicationId,
    testSharePercent: experiment.testSharePercent,
    rest: experiment.winner,
    compiled,
  });
  return base;
}

/**
 * The content a contact's message is rendered with: their variant's (the same pure function of
 * contact and communication that expand-audience wrote on the message), or the communication's
 * when the run has no test.
 */
export function compiledForContact(base: TCompiledContent, passportId: string): TCompiledContent {
  const run = VARIANTS.get(base);
  if (!run) return base;
  const bucket = bucketOf(run.communicationId, passportId);
  const variant =
    variantOfBucket(bucket, run.testSharePercent, run.compiled.length) ?? run.rest ?? null;
  return variant === null ? base : (run.compiled[variant] ?? base);
}

/** Each variant's template problems, keyed `experiment.variants.<i>.<field>`, for launch. */
export function variantProblems(
  content: TContent,
  variants: readonly TExperimentVariant[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  variants.forEach((variant, index) => {
    for (const [field, detail] of Object.entries(checkContent(variantContent(content, variant)))) {
      const key = `experiment.variants.${index}.${field}`;
      errors[key] ??= EXPERIMENT_MSG.variantBroken(variantLetter(index), detail);
    }
  });
  return errors;
}

/** compileVariants for a run: the rest get the winner once the test is decided. */
export function compileRunVariants(
  base: TCompiledContent,
  content: TContent,
  experiment: TStoredExperiment,
): TCompiledContent {
  const decided = experiment.state === 'decided' || experiment.state === 'winner_sent';
  return compileVariants(base, content, {
    ...experiment,
    winner: decided ? (experiment.winner ?? experiment.defaultVariant) : null,
  });
}
