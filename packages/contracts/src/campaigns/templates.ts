/**
 * Communication templates (issue 9): content for one channel, stored per client, chosen in the
 * create-mdc-communication wizard (the draft copies the content and keeps templateId for
 * reference). A template is 'ready' when its content is complete and every field parses as
 * Liquid; otherwise it stays a 'draft' and can still be saved.
 */
import { z } from 'zod';
import { withoutNul, ZPageNoSchema, ZPageSizeSchema } from '../audience/lists.ts';
import { envelopeOf } from '../envelope.ts';
import { LIST_NAME_MAX, LIST_NAME_MIN } from '../limits.ts';
import { MSG } from '../messages.ts';
import { ZChannelIdSchema } from './communications.ts';
import { ZContentSchema } from './content.ts';

export const TEMPLATE_LIMITS = {
  /** Names follow the list-name rules (spec section 5): trimmed, 3..100 characters. */
  nameMin: LIST_NAME_MIN,
  nameMax: LIST_NAME_MAX,
  searchMax: 100,
  pageSizeMax: 100,
} as const;

export const TEMPLATE_MSG = {
  nameRequired: 'Enter template name',
  /** Our choice: unique per client and channel among templates not archived. */
  nameTaken: 'A template with this name already exists for this channel',
  notFound: 'This template no longer exists',
  kindMismatch: 'This content does not fit the channel',
  saved: 'Template saved',
  archived: 'Template archived',
  alreadyArchived: 'This template is already archived',
} as const;

export const TEMPLATE_STATUSES = ['draft', 'ready'] as const;
export type TTemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const ZTemplateIdSchema = z
  .number({ error: 'Choose a template' })
  .int({ error: 'Choose a template' })
  .positive({ error: 'Choose a template' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Choose a template' });

export const ZTemplateNameSchema = withoutNul(
  z
    .string({ error: TEMPLATE_MSG.nameRequired })
    .trim()
    .min(1, TEMPLATE_MSG.nameRequired)
    .min(TEMPLATE_LIMITS.nameMin, MSG.minChars(TEMPLATE_LIMITS.nameMin))
    .max(TEMPLATE_LIMITS.nameMax, MSG.maxChars(TEMPLATE_LIMITS.nameMax)),
);

/** A row of the template picker and list. */
export const ZTemplateSummarySchema = z.object({
  templateId: z.number().int(),
  channelId: z.number().int(),
  name: z.string(),
  status: z.enum(TEMPLATE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  archived: z.boolean(),
  /** Issue 10 (gallery cards): subject, push title or the text's start; empty when none. */
  excerpt: z.string(),
  /** Issue 27: the languages the template has variants for (gallery badges); none: default only. */
  languages: z.array(z.string()).optional(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummarySchema>;

export const ZTemplateSchema = ZTemplateSummarySchema.extend({ content: ZContentSchema });
export type TTemplate = z.infer<typeof ZTemplateSchema>;

/** Gallery order (issue 10); 'updated' = newest change first. */
export const TEMPLATE_SORTS = ['updated', 'created', 'name'] as const;

/** POST Communication/GetTemplates: newest change first; archived templates are hidden. */
export const ZGetTemplatesRequestSchema = z.object({
  channelId: z.number().int().optional(),
  search: withoutNul(z.string().trim().max(TEMPLATE_LIMITS.searchMax)).optional(),
  /** Only templates that can be used as they are. */
  readyOnly: z.boolean().default(false),
  /** Issue 10: true lists the archived templates only (the gallery's Archived filter). */
  archived: z.boolean().default(false),
  sort: z.enum(TEMPLATE_SORTS).default('updated'),
  pageNo: ZPageNoSchema.default(1),
  pageSize: ZPageSizeSchema.default(25),
});
export type TGetTemplatesRequest = z.input<typeof ZGetTemplatesRequestSchema>;
export const ZTemplatesResponseSchema = envelopeOf(
  z.object({ templates: z.array(ZTemplateSummarySchema) }),
);

export const ZTemplateRefSchema = z.object({ templateId: ZTemplateIdSchema });
export const ZTemplateResponseSchema = envelopeOf(z.object({ template: ZTemplateSchema }));

/**
 * POST Communication/SaveTemplate: creates without templateId, else updates. The content must
 * be of the channel's kind (contentKindOf); incomplete or unparsable content saves as 'draft',
 * and the response's `problems` says why (field -> message, keyed like `content.<field>`).
 */
export const ZSaveTemplateRequestSchema = z.object({
  templateId: ZTemplateIdSchema.optional(),
  channelId: ZChannelIdSchema,
  name: ZTemplateNameSchema,
  content: ZContentSchema,
});
export type TSaveTemplateRequest = z.input<typeof ZSaveTemplateRequestSchema>;
export const ZSaveTemplateResponseSchema = envelopeOf(
  z.object({ template: ZTemplateSchema, problems: z.record(z.string(), z.string()) }),
);

/** POST Communication/ArchiveTemplate ({ templateId }): hidden from pickers and lists from now on. */
export const ZArchiveTemplateResponseSchema = envelopeOf(z.object({}));
