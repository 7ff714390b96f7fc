/**
 * A/B/n tests of a communication (issue 27, item 1): 2 to 5 variants of its content, a test
 * share of the audience split evenly among them, a winning metric and a test duration. When the
 * test ends the engine picks the winner with a significance check and sends it to the rest; the
 * default variant goes when none wins with confidence. A contact's variant is a pure function
 * of (contact, communication), so a contact receives exactly one variant, always.
 */
import { z } from 'zod';
import { withoutNul } from '../audience/lists.ts';
import {
  CHANNEL_IDS_BY_NAME,
  CONTENT_LIMITS,
  contentKindOf,
  type TContentKind,
} from './content.ts';
import { ZCommunicationIdSchema } from './communications.ts';

export const EXPERIMENT_LIMITS = {
  variantsMin: 2,
  variantsMax: 5,
  /** Whole percent of the audience that takes part in the test; the rest gets the winner. */
  testShareMin: 1,
  testShareMax: 90,
  testShareDefault: 20,
  durationHoursMin: 1,
  /** A week: longer and the winner's news is stale. */
  durationHoursMax: 168,
  durationHoursDefault: 4,
  variantNameMax: 40,
  /**
   * A variant's send delay after the test starts, in whole hours: 0 (at once) to 3 days, so a
   * test can compare "now" with "this evening" or "tomorrow morning".
   */
  sendDelayHoursMin: 0,
  sendDelayHoursMax: 72,
  /** The significance a winner needs (one-sided, against the runner-up). */
  confidenceRequired: 0.95,
  /** The hash buckets a contact falls in: the share and the variant both come from one bucket. */
  buckets: 10_000,
} as const;

export const EXPERIMENT_METRICS = ['opens', 'clicks', 'conversions', 'revenue'] as const;
export type TExperimentMetric = (typeof EXPERIMENT_METRICS)[number];

export const EXPERIMENT_METRIC_LABELS: Record<TExperimentMetric, string> = {
  opens: 'Opens',
  clicks: 'Clicks',
  conversions: 'Conversions',
  revenue: 'Revenue',
};

/**
 * Where a metric's data comes from: opens (the pixel) and clicks (the redirect) are tracked on
 * email only; conversions and revenue are attributed events, on every channel that sends.
 */
export function metricHasData(metric: TExperimentMetric, channelId: number): boolean {
  if (metric === 'opens' || metric === 'clicks') return channelId === CHANNEL_IDS_BY_NAME.email;
  return true;
}

/** The content fields a variant may change, per kind of content; other kinds take no test. */
export const VARIANT_FIELDS: Partial<Record<TContentKind, readonly TVariantField[]>> = {
  email: ['subject', 'preheader', 'html', 'text'],
  text: ['text'],
  push: ['title', 'body'],
  payload: ['body'],
};
export type TVariantField = 'subject' | 'preheader' | 'html' | 'text' | 'title' | 'body';

export function variantFieldsOf(channelId: number): readonly TVariantField[] {
  return VARIANT_FIELDS[contentKindOf(channelId)] ?? [];
}

/** A, B, C... */
export function variantLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

export const EXPERIMENT_MSG = {
  saved: 'A/B test saved',
  removed: 'A/B test removed',
  results: 'A/B test results',
  ended: 'The test is ending: the winner is being picked',
  variantsMin: `A test needs at least ${EXPERIMENT_LIMITS.variantsMin} variants`,
  variantsMax: `At most ${EXPERIMENT_LIMITS.variantsMax} variants`,
  testShareRange: `Test share: ${EXPERIMENT_LIMITS.testShareMin} to ${EXPERIMENT_LIMITS.testShareMax} % of the audience`,
  durationRange: `Test duration: ${EXPERIMENT_LIMITS.durationHoursMin} to ${EXPERIMENT_LIMITS.durationHoursMax} hours`,
  defaultVariantUnknown: 'Choose one of the variants as the default',
  variantNameRequired: 'Name the variant',
  variantsIdentical:
    'Each variant must differ from the others in at least one field or in its send delay',
  sendDelayRange: `Send delay: ${EXPERIMENT_LIMITS.sendDelayHoursMin} to ${EXPERIMENT_LIMITS.sendDelayHoursMax} hours`,
  variantOutsideSendWindow: (letter: string, at: string, from: string, to: string) =>
    `Variant ${letter} would go at ${at}, outside the send window (${from}–${to}): change its send delay`,
  testEndOutsideSendWindow: (at: string, from: string, to: string) =>
    `With the longest send delay the test ends at ${at}, outside the send window (${from}–${to}): shorten the delay or the duration`,
  channelCannotTest: 'This channel’s communications cannot be A/B tested',
  fieldNotForChannel: (field: string) => `This channel has no ${field} to vary`,
  metricNoData: (metric: string) =>
    `${metric} are not tracked on this channel: choose conversions or revenue`,
  recurringNotTested: 'A/B tests run on one-time sends: choose Now or Later',
  bestTimeWithSendDelays:
    'Send delays test the send time, while best time picks it per contact: remove the delays or send now',
  noAudienceForWinner:
    'The test share leaves no one to receive the winner: lower the share or add contacts',
  tooFewPerVariant:
    'The test share leaves a variant without contacts: raise the share or add contacts',
  pastSendWindow: (from: string, to: string) =>
    `The test lasts longer than the send window (${from}–${to}): shorten it so the winner can go the same day`,
  variantBroken: (letter: string, detail: string) => `Variant ${letter}: ${detail}`,
  notEditable: 'The A/B test can only be changed while the communication is a draft',
  notTesting: 'This communication has no test under way',
  notFound: 'This communication has no A/B test',
  /** Why the default variant went. */
  noConfidentWinner: (best: string, confidence: number) =>
    `No variant won with ${Math.round(EXPERIMENT_LIMITS.confidenceRequired * 100)} % confidence (best: ${best} at ${Math.round(confidence * 100)} %): the default variant was sent`,
  noData: 'No variant had any result to compare: the default variant was sent',
  winnerFound: (letter: string, confidence: number) =>
    `Variant ${letter} won with ${Math.round(confidence * 100)} % confidence`,
} as const;

/** At least this many contacts per variant, or the test says nothing (our choice). */
export const MIN_CONTACTS_PER_VARIANT = 1;

const variantText = (max: number) =>
  withoutNul(z.string().max(max, { error: `At most ${max} characters` })).optional();

/** A variant overrides some fields of the communication's content; the rest is the content's. */
export const ZExperimentVariantSchema = z.object({
  name: withoutNul(
    z
      .string()
      .trim()
      .min(1, { error: EXPERIMENT_MSG.variantNameRequired })
      .max(EXPERIMENT_LIMITS.variantNameMax),
  ),
  subject: variantText(CONTENT_LIMITS.subjectMax),
  preheader: variantText(CONTENT_LIMITS.preheaderMax),
  html: variantText(CONTENT_LIMITS.htmlMax),
  text: variantText(CONTENT_LIMITS.textMax),
  title: variantText(CONTENT_LIMITS.pushTitleMax),
  body: variantText(CONTENT_LIMITS.payloadMax),
  /** Hours after the test's start this variant's test messages go; absent: at once. */
  sendDelayHours: z
    .number({ error: EXPERIMENT_MSG.sendDelayRange })
    .int({ error: EXPERIMENT_MSG.sendDelayRange })
    .min(EXPERIMENT_LIMITS.sendDelayHoursMin, { error: EXPERIMENT_MSG.sendDelayRange })
    .max(EXPERIMENT_LIMITS.sendDelayHoursMax, { error: EXPERIMENT_MSG.sendDelayRange })
    .optional(),
});
export type TExperimentVariant = z.infer<typeof ZExperimentVariantSchema>;

export const sendDelayOf = (variant: Pick<TExperimentVariant, 'sendDelayHours'>): number =>
  variant.sendDelayHours ?? 0;

/** The longest send delay: the test ends this many hours after start plus its duration. */
export const longestSendDelay = (variants: readonly TExperimentVariant[]): number =>
  Math.max(0, ...variants.map(sendDelayOf));

/** Whether the test compares send times (some variants go later than others). */
export const testsSendTime = (variants: readonly TExperimentVariant[]): boolean =>
  new Set(variants.map(sendDelayOf)).size > 1;

export const ZExperimentSchema = z
  .object({
    variants: z
      .array(ZExperimentVariantSchema)
      .min(EXPERIMENT_LIMITS.variantsMin, { error: EXPERIMENT_MSG.variantsMin })
      .max(EXPERIMENT_LIMITS.variantsMax, { error: EXPERIMENT_MSG.variantsMax }),
    testSharePercent: z
      .number({ error: EXPERIMENT_MSG.testShareRange })
      .int({ error: EXPERIMENT_MSG.testShareRange })
      .min(EXPERIMENT_LIMITS.testShareMin, { error: EXPERIMENT_MSG.testShareRange })
      .max(EXPERIMENT_LIMITS.testShareMax, { error: EXPERIMENT_MSG.testShareRange }),
    metric: z.enum(EXPERIMENT_METRICS, { error: 'Choose the winning metric' }),
    durationHours: z
      .number({ error: EXPERIMENT_MSG.durationRange })
      .int({ error: EXPERIMENT_MSG.durationRange })
      .min(EXPERIMENT_LIMITS.durationHoursMin, { error: EXPERIMENT_MSG.durationRange })
      .max(EXPERIMENT_LIMITS.durationHoursMax, { error: EXPERIMENT_MSG.durationRange }),
    defaultVariant: z.number().int().min(0),
  })
  .superRefine((experiment, ctx) => {
    if (experiment.defaultVariant >= experiment.variants.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultVariant'],
        message: EXPERIMENT_MSG.defaultVariantUnknown,
      });
    }
  });
export type TExperiment = z.infer<typeof ZExperimentSchema>;

export const EXPERIMENT_STATES = ['draft', 'testing', 'decided', 'winner_sent'] as const;
export type TExperimentState = (typeof EXPERIMENT_STATES)[number];

export const EXPERIMENT_STATE_LABELS: Record<TExperimentState, string> = {
  draft: 'Not started',
  testing: 'Testing',
  decided: 'Winner picked, sending to the rest',
  winner_sent: 'Winner sent',
};

export const ZSaveExperimentRequestSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  /** null removes the test. */
  experiment: ZExperimentSchema.nullable(),
});
export const ZExperimentRefSchema = z.object({ communicationId: ZCommunicationIdSchema });

export const ZVariantResultSchema = z.object({
  index: z.number().int(),
  letter: z.string(),
  name: z.string(),
  sent: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  revenue: z.number(),
  /** The metric per message sent: a share for counts, an amount per message for revenue. */
  rate: z.number(),
  /** When this variant's test messages go (the test's start plus its delay); null: not started. */
  sendsAt: z.string().nullable(),
  /** Probability that this variant beats the runner-up (the leader) or the leader (others). */
  confidence: z.number().nullable(),
});
export type TVariantResult = z.infer<typeof ZVariantResultSchema>;

export const ZExperimentViewSchema = z.object({
  experiment: ZExperimentSchema.nullable(),
  state: z.enum(EXPERIMENT_STATES).nullable(),
  testStartedAt: z.string().nullable(),
  testEndsAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  winner: z.number().int().nullable(),
  confidence: z.number().nullable(),
  decisionReason: z.string().nullable(),
  variants: z.array(ZVariantResultSchema),
});
export type TExperimentView = z.infer<typeof ZExperimentViewSchema>;
