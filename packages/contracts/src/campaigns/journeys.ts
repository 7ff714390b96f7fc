/**
 * Journeys (issue 10, mdc-workflow): a graph of steps a contact moves through, once per entry.
 * The shape is our choice where the spec is silent: one entry node (a list, a list join, an
 * event or a date attribute), send / wait / split / exit steps, edges between them (a split has
 * one 'yes' and one 'no' edge). The server validates the whole graph (ValidateJourney and
 * StartJourney/ResumeJourney answer 400 with `errors` keyed `nodes.<nodeId>`, so the canvas
 * marks the step); `journeyGraphErrors` below is the structural half, shared with the canvas.
 */
import { z } from 'zod';
import { withoutNul, ZListIdSchema, ZPageNoSchema, ZPageSizeSchema } from '../audience/lists.ts';
import { envelopeOf } from '../envelope.ts';
import { ZCommunicationNameSchema } from '../fields.ts';
import {
  COMMUNICATION_LIMITS,
  ZChannelIdSchema,
  ZFrequencyCapSchema,
  ZSenderSchema,
  ZSendWindowSchema,
} from './communications.ts';
import { ZContentSchema } from './content.ts';
import { ZTemplateIdSchema } from './templates.ts';

export const JOURNEY_LIMITS = {
  nodesMax: 100,
  edgesMax: 200,
  nodeIdPattern: /^[a-z0-9-]{1,40}$/,
  /** A wait lasts 1 minute .. 365 days in total. */
  waitMinutesMin: 1,
  waitMinutesMax: 365 * 24 * 60,
  offsetDaysMax: 365,
  minDaysBetweenMax: 365,
  attributeKeyMax: 64,
  attributeValueMax: 200,
  positionMax: 1_000_000,
  pageSizeMax: 100,
  searchMax: 100,
} as const;

export const JOURNEY_MSG = {
  notFound: 'This journey no longer exists',
  saved: 'Journey saved',
  started: 'Journey started',
  paused: 'Journey paused',
  resumed: 'Journey resumed',
  archived: 'Journey archived',
  valid: 'The journey is ready to start',
  invalid: 'Fix the marked steps before starting the journey',
  stale: 'Someone else changed this journey; reload it to see their changes',
  notEditable: 'Only draft or paused journeys can be edited',
  cannotStart: 'Only a draft journey can be started',
  cannotPause: 'Only an active journey can be paused',
  cannotResume: 'Only a paused journey can be resumed',
  alreadyArchived: 'This journey is already archived',
  nodeIdInvalid: 'A step id may hold lower-case letters, digits and dashes (1 to 40)',
  nodeIdTaken: 'Two steps have the same id',
  tooManyNodes: `A journey has at most ${JOURNEY_LIMITS.nodesMax} steps`,
  tooManyEdges: `A journey has at most ${JOURNEY_LIMITS.edgesMax} connections`,
  edgeUnknownNode: 'A connection points to a step that does not exist',
  entryMissing: 'Add an entry step',
  entryMany: 'A journey has exactly one entry step',
  entryHasIncoming: 'Nothing can lead back into the entry step',
  unreachable: 'This step cannot be reached from the entry',
  leadsNowhere: 'This step leads nowhere; connect it to a next step or an exit',
  tooManyNext: 'This step can lead to one next step only',
  splitBranches: "A split needs one 'yes' and one 'no' connection",
  exitHasNext: 'An exit step ends the journey; it cannot lead anywhere',
  loopNeedsWait: 'A loop needs a wait',
  waitOutOfBounds: 'A wait lasts between 1 minute and 365 days',
  engagementNotEarlier: 'Choose a send step that comes before this split on every path',
  engagementNotSend: 'Choose a send step to check',
  listGone: 'The chosen list no longer exists',
  listJoinNeedsTarget: 'Contacts join target lists only; choose a target list',
  attributeUnknown: 'This attribute does not exist; choose another',
  attributeNotDate: 'Choose a date attribute',
  channelNoRecipients: 'QR code messages have no recipients; choose another channel',
  attributeRequired: 'Choose an attribute',
  valueRequired: 'Enter a value to compare with',
  channelNotSetUp: 'Set up this channel in Communication settings before sending on it',
  contentIncomplete: (detail: string) => `The message is incomplete: ${detail}`,
  contentBroken: (detail: string) => `The message has an error: ${detail}`,
  kindMismatch: 'This content does not fit the channel',
  templateGone: 'The chosen template no longer exists',
} as const;

export const JOURNEY_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type TJourneyStatus = (typeof JOURNEY_STATUSES)[number];

export const ZJourneyIdSchema = z
  .number({ error: 'Choose a journey' })
  .int({ error: 'Choose a journey' })
  .positive({ error: 'Choose a journey' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Choose a journey' });

export const ZNodeIdSchema = z
  .string({ error: JOURNEY_MSG.nodeIdInvalid })
  .regex(JOURNEY_LIMITS.nodeIdPattern, { error: JOURNEY_MSG.nodeIdInvalid });

const ZPositionSchema = z.object({
  x: z.number().finite().min(-JOURNEY_LIMITS.positionMax).max(JOURNEY_LIMITS.positionMax),
  y: z.number().finite().min(-JOURNEY_LIMITS.positionMax).max(JOURNEY_LIMITS.positionMax),
});

const ZAttributeKeySchema = withoutNul(
  z
    .string({ error: JOURNEY_MSG.attributeRequired })
    .trim()
    .min(1, { error: JOURNEY_MSG.attributeRequired })
    .max(JOURNEY_LIMITS.attributeKeyMax),
);

export const JOURNEY_EVENT_TYPES = ['converted', 'clicked', 'opened', 'lead'] as const;
export type TJourneyEventType = (typeof JOURNEY_EVENT_TYPES)[number];

/** What enrols contacts. */
export const ZJourneyTriggerSchema = z.discriminatedUnion('kind', [
  /** Everyone in the list when the journey starts, and anyone added later. */
  z.object({ kind: z.literal('list'), listId: ZListIdSchema }),
  /** Only contacts added to the list after the journey starts. */
  z.object({ kind: z.literal('listJoin'), listId: ZListIdSchema }),
  /** Each such event of a contact (after the journey starts). */
  z.object({ kind: z.literal('event'), eventType: z.enum(JOURNEY_EVENT_TYPES) }),
  /**
   * The day the date attribute (its month-day: yearly, like a birthday) is today + offsetDays,
   * at `hour` in the client's time zone; once per contact per day.
   */
  z.object({
    kind: z.literal('dateAttribute'),
    key: ZAttributeKeySchema,
    offsetDays: z
      .number()
      .int()
      .min(-JOURNEY_LIMITS.offsetDaysMax)
      .max(JOURNEY_LIMITS.offsetDaysMax),
    hour: z.number().int().min(0).max(23),
  }),
]);
export type TJourneyTrigger = z.infer<typeof ZJourneyTriggerSchema>;

export const SPLIT_OPS = ['eq', 'neq', 'contains', 'gt', 'lt', 'exists'] as const;
export type TSplitOp = (typeof SPLIT_OPS)[number];

export const ZSplitConfigSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('attribute'),
    key: ZAttributeKeySchema,
    op: z.enum(SPLIT_OPS),
    value: withoutNul(z.string().max(JOURNEY_LIMITS.attributeValueMax)).optional(),
  }),
  /** Did the message of that earlier send step, for this entry, get opened / clicked. */
  z.object({
    kind: z.literal('engagement'),
    sendNodeId: ZNodeIdSchema,
    event: z.enum(['opened', 'clicked']),
  }),
]);
export type TSplitConfig = z.infer<typeof ZSplitConfigSchema>;

const waitPart = (max: number) =>
  z
    .number({ error: JOURNEY_MSG.waitOutOfBounds })
    .int({ error: JOURNEY_MSG.waitOutOfBounds })
    .min(0, { error: JOURNEY_MSG.waitOutOfBounds })
    .max(max, { error: JOURNEY_MSG.waitOutOfBounds })
    .default(0);
export const ZWaitConfigSchema = z.object({
  days: waitPart(365),
  hours: waitPart(23),
  minutes: waitPart(59),
});
export type TWaitConfig = z.infer<typeof ZWaitConfigSchema>;

export function waitMinutes(wait: { days: number; hours: number; minutes: number }): number {
  return wait.days * 24 * 60 + wait.hours * 60 + wait.minutes;
}

export const ZSendConfigSchema = z.object({
  channelId: ZChannelIdSchema,
  templateId: ZTemplateIdSchema.optional(),
  content: ZContentSchema,
  sender: ZSenderSchema.optional(),
  /**
   * The engine's rules, as for a campaign (issue 22, item 7): the step sends only inside the
   * window (the client's time zone), at most this many a minute, and skips a person over the cap.
   */
  sendWindow: ZSendWindowSchema.nullable().optional(),
  throttlePerMinute: z
    .number()
    .int()
    .min(0)
    .max(COMMUNICATION_LIMITS.throttlePerMinuteMax)
    .optional(),
  frequencyCap: ZFrequencyCapSchema.nullable().optional(),
});
export type TSendConfig = z.infer<typeof ZSendConfigSchema>;

const node = { id: ZNodeIdSchema, position: ZPositionSchema };
export const ZJourneyNodeSchema = z.discriminatedUnion('type', [
  z.object({
    ...node,
    type: z.literal('entry'),
    config: z.object({ trigger: ZJourneyTriggerSchema }),
  }),
  z.object({ ...node, type: z.literal('send'), config: ZSendConfigSchema }),
  z.object({ ...node, type: z.literal('wait'), config: ZWaitConfigSchema }),
  z.object({ ...node, type: z.literal('split'), config: ZSplitConfigSchema }),
  z.object({ ...node, type: z.literal('exit'), config: z.object({}).optional() }),
]);
export type TJourneyNode = z.infer<typeof ZJourneyNodeSchema>;
export type TJourneyNodeType = TJourneyNode['type'];

export const ZJourneyEdgeSchema = z.object({
  id: withoutNul(z.string().min(1).max(100)),
  from: ZNodeIdSchema,
  to: ZNodeIdSchema,
  branch: z.enum(['yes', 'no']).optional(),
});
export type TJourneyEdge = z.infer<typeof ZJourneyEdgeSchema>;

export const ZJourneyGraphSchema = z.object({
  nodes: z
    .array(ZJourneyNodeSchema)
    .max(JOURNEY_LIMITS.nodesMax, { error: JOURNEY_MSG.tooManyNodes }),
  edges: z
    .array(ZJourneyEdgeSchema)
    .max(JOURNEY_LIMITS.edgesMax, { error: JOURNEY_MSG.tooManyEdges }),
});
export type TJourneyGraph = z.infer<typeof ZJourneyGraphSchema>;

export const REENTRY_MODES = ['once', 'afterExit', 'always'] as const;
export type TReentryMode = (typeof REENTRY_MODES)[number];

/**
 * once: a contact enters at most once ever; afterExit: again only after the previous entry
 * finished; always: on every trigger. minDaysBetween spaces entries of one contact apart.
 */
export const ZReentrySchema = z.object({
  mode: z.enum(REENTRY_MODES).default('once'),
  minDaysBetween: z.number().int().min(0).max(JOURNEY_LIMITS.minDaysBetweenMax).default(0),
});
export type TReentry = z.infer<typeof ZReentrySchema>;

/** Contacts per step: entered ever, at the step now (waiting or in flight), finished (exits). */
export const ZNodeCountSchema = z.object({
  entered: z.number().int().nonnegative(),
  current: z.number().int().nonnegative(),
  exited: z.number().int().nonnegative().optional(),
});
export type TNodeCount = z.infer<typeof ZNodeCountSchema>;

export const ZJourneyTotalsSchema = z.object({
  entries: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  finished: z.number().int().nonnegative(),
});
export type TJourneyTotals = z.infer<typeof ZJourneyTotalsSchema>;

export const ZJourneySummarySchema = z.object({
  journeyId: z.number().int(),
  name: z.string(),
  status: z.enum(JOURNEY_STATUSES),
  version: z.number().int(),
  totals: ZJourneyTotalsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type TJourneySummary = z.infer<typeof ZJourneySummarySchema>;

export const ZJourneySchema = ZJourneySummarySchema.extend({
  graph: ZJourneyGraphSchema,
  reentry: ZReentrySchema,
  /** Keyed by node id. */
  counts: z.record(z.string(), ZNodeCountSchema),
});
export type TJourney = z.infer<typeof ZJourneySchema>;

export const ZJourneyRefSchema = z.object({ journeyId: ZJourneyIdSchema });
export const ZJourneyResponseSchema = envelopeOf(ZJourneySchema);

/** POST Communication/GetJourneys: newest change first; archived only when asked by status. */
export const ZGetJourneysRequestSchema = z.object({
  search: withoutNul(z.string().trim().max(JOURNEY_LIMITS.searchMax)).optional(),
  status: z.enum(JOURNEY_STATUSES).optional(),
  pageNo: ZPageNoSchema.default(1),
  pageSize: ZPageSizeSchema.default(25),
});
export type TGetJourneysRequest = z.input<typeof ZGetJourneysRequestSchema>;
export const ZJourneysResponseSchema = envelopeOf(
  z.object({ journeys: z.array(ZJourneySummarySchema) }),
);

/**
 * POST Communication/SaveJourney: without journeyId it creates a draft; with it, it replaces
 * name, graph and reentry (draft or paused only) when `version` is the stored one (else 409).
 */
export const ZSaveJourneyRequestSchema = z.object({
  journeyId: ZJourneyIdSchema.optional(),
  version: z.number().int().nonnegative().optional(),
  name: withoutNul(ZCommunicationNameSchema),
  graph: ZJourneyGraphSchema,
  reentry: ZReentrySchema.default({ mode: 'once', minDaysBetween: 0 }),
});
export type TSaveJourneyRequest = z.input<typeof ZSaveJourneyRequestSchema>;

/** POST Communication/ValidateJourney: the stored journey, or a graph not yet saved. */
export const ZValidateJourneyRequestSchema = z.object({
  journeyId: ZJourneyIdSchema.optional(),
  graph: ZJourneyGraphSchema.optional(),
});
export const ZJourneyValidationSchema = z.object({
  valid: z.boolean(),
  /** `nodes.<nodeId>` (or `graph`) -> message. */
  errors: z.record(z.string(), z.string()),
});
export type TJourneyValidation = z.infer<typeof ZJourneyValidationSchema>;
export const ZJourneyValidationResponseSchema = envelopeOf(ZJourneyValidationSchema);

/** POST Communication/GetJourneyEntries: the contacts at a step now, masked as in lists. */
export const ZGetJourneyEntriesRequestSchema = z.object({
  journeyId: ZJourneyIdSchema,
  nodeId: ZNodeIdSchema,
  pageNo: ZPageNoSchema.default(1),
  pageSize: ZPageSizeSchema.default(25),
});
export type TGetJourneyEntriesRequest = z.input<typeof ZGetJourneyEntriesRequestSchema>;
export const ZJourneyEntryRowSchema = z.object({
  entryId: z.number().int(),
  contactId: z.number().int(),
  name: z.string(),
  email: z.string(),
  state: z.enum(['active', 'waiting', 'finished', 'exited']),
  enteredAt: z.string(),
  /** When a waiting entry moves on. */
  wakeAt: z.string().nullable(),
});
export type TJourneyEntryRow = z.infer<typeof ZJourneyEntryRowSchema>;
export const ZJourneyEntriesResponseSchema = envelopeOf(
  z.object({ entries: z.array(ZJourneyEntryRowSchema) }),
);

export const nodeErrorKey = (nodeId: string) => `nodes.${nodeId}`;
