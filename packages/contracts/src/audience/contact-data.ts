/**
 * Data subject requests (issue 28, item 6): everything held about one contact as one JSON
 * document (GDPR art. 15 and 20), and its erasure (art. 17). The document's shape is stable:
 * `format` and `version` name it, a field is never renamed or dropped within a version, and a
 * new field only ever gets added.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { TOPIC_CHOICE_SOURCES } from '../subscriptions/topics.ts';
import { normaliseEmail } from './contact-fields.ts';
import { ZContactOptInSchema } from './opt-in.ts';
import {
  ZContactEventSchema,
  ZContactIdentitySchema,
  ZContactListSchema,
  ZContactSchema,
} from './contacts.ts';

export const CONTACT_DATA_FORMAT = 'resonate.contact-data';
export const CONTACT_DATA_VERSION = 1;
/** Rows read per query while the document streams: memory stays flat at any history size. */
export const CONTACT_DATA_PAGE_SIZE = 1000;

export const CONTACT_DATA_MSG = {
  exportReady: 'Contact data ready',
  erased: 'Contact erased',
  notFound: 'Contact not found',
  keyInvalid: 'Give the contact as an email address or a passport id (UUID)',
} as const;

/** One message sent (or meant) to the contact: only their own row, never another recipient. */
export const ZContactDataMessageSchema = z.object({
  messageId: z.number().int(),
  communicationId: z.number().int(),
  communicationName: z.string().nullable(),
  channelId: z.number().int(),
  channel: z.string().nullable(),
  /** The address the message went to (their own). */
  address: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
});
export type TContactDataMessage = z.infer<typeof ZContactDataMessageSchema>;

/** An event of the contact's history, with the lead source it came from when it has one. */
export const ZContactDataEventSchema = ZContactEventSchema.extend({
  leadSource: z.string().nullable(),
});
export type TContactDataEvent = z.infer<typeof ZContactDataEventSchema>;

/** A subscription topic the contact chose: what, how and when (issue 28); archived ones too. */
export const ZContactDataTopicSchema = z.object({
  topicId: z.number().int(),
  name: z.string(),
  channelId: z.number().int(),
  channel: z.string().nullable(),
  subscribed: z.boolean(),
  source: z.enum(TOPIC_CHOICE_SOURCES),
  changedAt: z.string(),
  archived: z.boolean(),
});
export type TContactDataTopic = z.infer<typeof ZContactDataTopicSchema>;

/**
 * The downloaded document. `contact` holds the profile fields, the custom attributes and the
 * consent per channel; messages and events come oldest first, every one of them.
 */
export const ZContactDataSchema = z.object({
  format: z.literal(CONTACT_DATA_FORMAT),
  version: z.literal(CONTACT_DATA_VERSION),
  exportedAt: z.string(),
  contact: ZContactSchema,
  identities: z.array(ZContactIdentitySchema),
  lists: z.array(ZContactListSchema),
  messages: z.array(ZContactDataMessageSchema),
  events: z.array(ZContactDataEventSchema),
  /** The double opt-in record: when, how and from which address consent was given (issue 28). */
  optIn: ZContactOptInSchema.optional(),
  /** Their choices of subscription topics, by channel and topic name (issue 28). */
  topics: z.array(ZContactDataTopicSchema).optional(),
});
export type TContactData = z.infer<typeof ZContactDataSchema>;

/** POST Audience/ExportContactData: by contactId or passportId, as Audience/GetContact. */
export const ZExportContactDataResponseSchema = envelopeOf(z.object({ url: z.string() }));
export const ZDownloadContactDataQuerySchema = z.object({ token: z.string().max(2000).optional() });

/** The REST API names a contact by its email address or its passport id. */
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** A contact key as the REST API takes it: a passport id, else a normalised email address. */
export function parseContactKey(key: string): { passportId: string } | { email: string } | null {
  if (isUuid(key)) return { passportId: key.toLowerCase() };
  const email = normaliseEmail(key);
  return email ? { email } : null;
}

export const ZContactKeyParamsSchema = z.object({
  contact: z
    .string()
    .trim()
    .refine((value) => parseContactKey(value) !== null, { error: CONTACT_DATA_MSG.keyInvalid }),
});

export const ZEraseContactResponseSchema = envelopeOf(
  z.object({ passportId: z.string(), erased: z.literal(true) }),
);
