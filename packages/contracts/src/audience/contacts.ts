/**
 * Master data (issue 7): one audience per client. Browsing (server-side paging, sorting and a
 * prefix search that stays fast at millions), one contact with its identities, lists and
 * events, create and edit, data-subject deletion, and export of a search result.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '../limits.ts';
import {
  CONSENT_CHANNELS,
  CONSENT_STATUSES,
  CONTACT_FIELD_MSG,
  normaliseEmail,
  normaliseMobile,
} from './contact-fields.ts';

export const CONTACT_PAGE_SIZES = [25, 50, 100] as const;
export const CONTACT_PAGE_SIZE_MAX = 100;
/** Our choice: page 10,000 of 100 is the millionth contact; deeper pages are a search's job. */
export const CONTACT_PAGE_NO_MAX = 10_000;
export const CONTACT_SEARCH_MAX = 100;
export const CONTACT_SORT_FIELDS = ['name', 'email', 'mobile', 'created', 'updated'] as const;
export type TContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];
/**
 * Totals up to this many are exact. Above it a count would read every matching row (about a
 * tenth of a second per million here), so the total is PostgreSQL's estimate and the response
 * says so (totalIsEstimate): the page shows "about 1.2M".
 */
export const CONTACT_COUNT_EXACT_MAX = 10_000;
/** Our choice: one call deletes at most this many contacts (one transaction, bounded time). */
export const DELETE_CONTACTS_MAX = 1000;
/** How much history GetContact returns: the newest events and list memberships. */
export const CONTACT_EVENTS_SHOWN = 20;
export const CONTACT_LISTS_SHOWN = 50;

export const CONTACT_MSG = {
  notFound: 'Contact not found',
  emailTaken: 'A contact with this email already exists',
  mobileTaken: 'A contact with this mobile number already exists',
  firstNameMax: `Max. ${FIRST_NAME_MAX} characters`,
  lastNameMax: `Max. ${LAST_NAME_MAX} characters`,
  saved: 'Contact saved',
  created: 'Contact added',
  deleted: 'Contacts deleted',
  deleteMax: `At most ${DELETE_CONTACTS_MAX} contacts can be deleted at once`,
  deleteNone: 'Select at least one contact',
  idRequired: 'Give a contactId or a passportId',
  pageSizeMax: `Page size must be at most ${CONTACT_PAGE_SIZE_MAX}`,
  pageNoMax: `Page number must be at most ${CONTACT_PAGE_NO_MAX}; narrow the search instead`,
  searchMax: `Max. ${CONTACT_SEARCH_MAX} characters`,
  listNotFound: 'List not found',
  downloadExpired: 'This download link has expired; export again',
} as const;

const ZConsentSchema = z.partialRecord(z.enum(CONSENT_CHANNELS), z.enum(CONSENT_STATUSES));
export type TContactConsent = z.infer<typeof ZConsentSchema>;

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A row of the contacts table. */
export const ZContactSummarySchema = z.object({
  contactId: z.number().int(),
  passportId: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContactSummary = z.infer<typeof ZContactSummarySchema>;

export const ZContactSchema = ZContactSummarySchema.extend({
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  consent: ZConsentSchema,
});
export type TContact = z.infer<typeof ZContactSchema>;

/** POST Audience/GetContacts: one page; default order newest first. */
export const ZGetContactsRequestSchema = z.object({
  pageNo: z.number().int().min(1).max(CONTACT_PAGE_NO_MAX, { error: CONTACT_MSG.pageNoMax }),
  pageSize: z.number().int().min(1).max(CONTACT_PAGE_SIZE_MAX, { error: CONTACT_MSG.pageSizeMax }),
  search: z.string().max(CONTACT_SEARCH_MAX, { error: CONTACT_MSG.searchMax }).optional(),
  sortBy: z.enum(CONTACT_SORT_FIELDS).optional(),
  sortDir: z.enum(SORT_DIRECTIONS).optional(),
  /** Only the members of this static (target or ad-hoc) list. */
  listId: ZIdSchema.optional(),
});
export type TGetContactsRequest = z.input<typeof ZGetContactsRequestSchema>;
/** totalRows (in the envelope) is exact unless totalIsEstimate. */
export const ZGetContactsResponseSchema = envelopeOf(
  z.object({ contacts: z.array(ZContactSummarySchema), totalIsEstimate: z.boolean() }),
);

/** POST Audience/GetContact: by contactId or by passportId (analytics 360 links by passport). */
export const ZGetContactRequestSchema = z
  .object({ contactId: ZIdSchema.optional(), passportId: z.uuid().optional() })
  .refine((body) => (body.contactId === undefined) !== (body.passportId === undefined), {
    error: CONTACT_MSG.idRequired,
  });

export const CONTACT_IDENTITY_KINDS = ['device_token', 'web_push', 'whatsapp'] as const;
export const ZContactIdentitySchema = z.object({
  kind: z.enum(CONTACT_IDENTITY_KINDS),
  value: z.string(),
  createdAt: z.string(),
});
export const ZContactListSchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  kind: z.enum(['target', 'adhoc', 'dynamic']),
  addedAt: z.string(),
});
export const ZContactEventSchema = z.object({
  eventId: z.number().int(),
  type: z.string(),
  channelId: z.number().int().nullable(),
  communicationId: z.number().int().nullable(),
  revenue: z.number().nullable(),
  occurredAt: z.string(),
});
export type TContactIdentity = z.infer<typeof ZContactIdentitySchema>;
export type TContactList = z.infer<typeof ZContactListSchema>;
export type TContactEvent = z.infer<typeof ZContactEventSchema>;

export const ZContactDetailsSchema = z.object({
  contact: ZContactSchema,
  identities: z.array(ZContactIdentitySchema),
  lists: z.array(ZContactListSchema),
  events: z.array(ZContactEventSchema),
});
export type TContactDetails = z.infer<typeof ZContactDetailsSchema>;
export const ZGetContactResponseSchema = envelopeOf(ZContactDetailsSchema);

/** Text fields: trimmed, inner runs of spaces collapsed (spec section 5, input behaviour). */
const tidy = (max: number, message: string) =>
  z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(max, { error: message }));

/** An identifier: empty clears it; otherwise its normalised form or the field's message. */
const identifier = (normalise: (raw: string) => string | undefined, message: string) =>
  z
    .string()
    .max(200, { error: message })
    .nullable()
    .transform((raw, ctx) => {
      if (raw === null || raw.trim() === '') return null;
      const value = normalise(raw);
      if (value === undefined) ctx.addIssue({ code: 'custom', message });
      return value ?? null;
    });

export const ZContactEmailSchema = identifier(normaliseEmail, CONTACT_FIELD_MSG.emailInvalid);
export const ZContactMobileSchema = identifier(
  (raw) => normaliseMobile(raw),
  CONTACT_FIELD_MSG.mobileInvalid,
);
export const ZContactFirstNameSchema = tidy(FIRST_NAME_MAX, CONTACT_MSG.firstNameMax);
export const ZContactLastNameSchema = tidy(LAST_NAME_MAX, CONTACT_MSG.lastNameMax);

/**
 * POST Audience/UpsertContact. Without contactId a new contact; with one an edit in which absent
 * fields keep their value, null (or empty text) clears an identifier, attributes and consent
 * merge key by key (an attribute set to null is removed). A contact keeps an email or a mobile.
 */
export const ZUpsertContactRequestSchema = z.object({
  contactId: ZIdSchema.optional(),
  email: ZContactEmailSchema.optional(),
  mobile: ZContactMobileSchema.optional(),
  firstName: ZContactFirstNameSchema.optional(),
  lastName: ZContactLastNameSchema.optional(),
  attributes: z
    .record(z.string().max(40), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .optional(),
  consent: ZConsentSchema.optional(),
});
export type TUpsertContactRequest = z.input<typeof ZUpsertContactRequestSchema>;
export const ZContactResponseSchema = envelopeOf(z.object({ contact: ZContactSchema }));

/** The contact form's own fields (text inputs: empty means none); attributes check per field. */
export const ZContactFormSchema = z
  .object({
    email: ZContactEmailSchema,
    mobile: ZContactMobileSchema,
    firstName: ZContactFirstNameSchema,
    lastName: ZContactLastNameSchema,
  })
  .superRefine((value, ctx) => {
    if (value.email === null && value.mobile === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: CONTACT_FIELD_MSG.identifierRequired,
      });
    }
  });
export type TContactFormInput = z.input<typeof ZContactFormSchema>;

/** POST Audience/DeleteContacts: a data-subject deletion (contacts, memberships, history). */
export const ZDeleteContactsRequestSchema = z.object({
  contactIds: z
    .array(ZIdSchema)
    .min(1, { error: CONTACT_MSG.deleteNone })
    .max(DELETE_CONTACTS_MAX, { error: CONTACT_MSG.deleteMax }),
});
export const ZDeleteContactsResponseSchema = envelopeOf(z.object({ deleted: z.number().int() }));

/** POST Audience/ExportContacts: a 60-second link to the CSV of a search (all contacts without). */
export const ZExportContactsRequestSchema = z.object({
  search: z.string().max(CONTACT_SEARCH_MAX, { error: CONTACT_MSG.searchMax }).optional(),
});
export const ZExportContactsResponseSchema = envelopeOf(z.object({ url: z.string() }));
export const ZDownloadContactsQuerySchema = z.object({ token: z.string().max(2000).optional() });
