/**
 * Subscription topics (issue 28, item 1): what a client's contacts choose to receive on a channel
 * (Newsletter, Offers, Product updates), each with the default of a contact who never chose. A
 * communication names its topic (`audience.topicId`) and goes only to the contacts subscribed
 * to it. Limits and messages are our choices (the spec has no topics).
 */
import { z } from 'zod';
import { withoutNul } from '../audience/lists.ts';
import { consentKeyOf, SENDABLE_CHANNEL_IDS } from '../campaigns/content.ts';

export const TOPIC_LIMITS = {
  nameMax: 60,
  descriptionMax: 200,
  /** Topics in use (not archived) per client: the preference page stays one screen. */
  topicsMax: 50,
  brandNameMax: 80,
} as const;

/** Channels a topic may belong to: those whose consent a contact can give or withdraw. */
export const TOPIC_CHANNEL_IDS: readonly number[] = SENDABLE_CHANNEL_IDS.filter(
  (id) => consentKeyOf(id) !== undefined,
);

/** Where a contact's choice of a topic was made (the data subject export names it). */
export const TOPIC_CHOICE_SOURCES = ['preference_page', 'user', 'api', 'import'] as const;
export type TTopicChoiceSource = (typeof TOPIC_CHOICE_SOURCES)[number];

export const TOPIC_MSG = {
  nameRequired: 'Enter a name for the topic',
  nameTooLong: `At most ${TOPIC_LIMITS.nameMax} characters`,
  descriptionTooLong: `At most ${TOPIC_LIMITS.descriptionMax} characters`,
  channelInvalid:
    'Choose a channel whose contacts can subscribe (email, SMS, WhatsApp, voice, push)',
  nameTaken: 'A topic with this name already exists on this channel',
  notFound: 'This topic no longer exists',
  channelFixed: 'The channel of a topic cannot change: archive it and create another',
  tooMany: `At most ${TOPIC_LIMITS.topicsMax} topics in use; archive one first`,
  saved: 'Topic saved',
  archived: 'Topic archived',
  restored: 'Topic restored',
  list: 'Topics',
  /** Launch: the communication's topic. */
  topicArchived: 'This topic is archived: choose another or none',
  topicOtherChannel: 'This topic belongs to another channel',
  brandColorInvalid: 'Enter a colour as #rrggbb',
  brandNameTooLong: `At most ${TOPIC_LIMITS.brandNameMax} characters`,
  brandSaved: 'Preference page saved',
} as const;

export const ZTopicIdSchema = z
  .number({ error: TOPIC_MSG.notFound })
  .int({ error: TOPIC_MSG.notFound })
  .positive({ error: TOPIC_MSG.notFound })
  .max(Number.MAX_SAFE_INTEGER, { error: TOPIC_MSG.notFound });

export const ZTopicSchema = z.object({
  topicId: z.number().int(),
  channelId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** What a contact who never chose receives. */
  defaultSubscribed: z.boolean(),
  archived: z.boolean(),
});
export type TTopic = z.infer<typeof ZTopicSchema>;

/** POST SubscriptionTopics/GetTopics. */
export const ZGetTopicsRequestSchema = z.object({
  includeArchived: z.boolean().default(false),
});
export const ZTopicListSchema = z.object({ topics: z.array(ZTopicSchema) });

/** POST SubscriptionTopics/SaveTopic: without topicId it creates one. */
export const ZSaveTopicRequestSchema = z.object({
  topicId: ZTopicIdSchema.optional(),
  channelId: z
    .number({ error: TOPIC_MSG.channelInvalid })
    .int({ error: TOPIC_MSG.channelInvalid })
    .refine((id) => TOPIC_CHANNEL_IDS.includes(id), { error: TOPIC_MSG.channelInvalid }),
  name: withoutNul(
    z
      .string({ error: TOPIC_MSG.nameRequired })
      .trim()
      .min(1, { error: TOPIC_MSG.nameRequired })
      .max(TOPIC_LIMITS.nameMax, { error: TOPIC_MSG.nameTooLong }),
  ),
  description: withoutNul(
    z.string().trim().max(TOPIC_LIMITS.descriptionMax, { error: TOPIC_MSG.descriptionTooLong }),
  ).default(''),
  defaultSubscribed: z.boolean({ error: 'Choose the default' }),
});
export type TSaveTopicRequest = z.input<typeof ZSaveTopicRequestSchema>;

/** POST SubscriptionTopics/ArchiveTopic: archives (or, with archived false, restores) a topic. */
export const ZArchiveTopicRequestSchema = z.object({
  topicId: ZTopicIdSchema,
  archived: z.boolean().default(true),
});

/** The brand of the hosted preference page. */
export const ZPreferencePageSchema = z.object({
  /** Empty: the company's name. */
  brandName: withoutNul(
    z.string().trim().max(TOPIC_LIMITS.brandNameMax, { error: TOPIC_MSG.brandNameTooLong }),
  ),
  brandColor: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, { error: TOPIC_MSG.brandColorInvalid }),
});
export type TPreferencePage = z.infer<typeof ZPreferencePageSchema>;
export const DEFAULT_BRAND_COLOR = '#4f46e5';
