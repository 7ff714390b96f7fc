/**
 * Audience lists (issue 7): target lists (static, made by hand, from a selection, an import or a
 * dynamic list's snapshot), ad-hoc lists (static, from an import, expire) and dynamic lists (a
 * rule evaluated whenever the list is used). Members and exports are in list-members.ts, rules
 * in dynamic-rules.ts.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZListNameSchema } from '../fields.ts';

export const LIST_KINDS = ['target', 'adhoc', 'dynamic'] as const;
export type TListKind = (typeof LIST_KINDS)[number];
export const LIST_SOURCES = ['manual', 'import', 'selection', 'dynamic'] as const;
export type TListSource = (typeof LIST_SOURCES)[number];

/** Our choice: a page of lists or members; the tables offer 10, 25, 50 and 100. */
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Our choice: the longest search text; names are at most LIST_NAME_MAX anyway. */
export const LIST_SEARCH_MAX = 100;

export const LIST_MSG = {
  nameTaken: 'A list with this name already exists',
  notFound: 'List not found',
  adhocReadOnly: 'Ad-hoc lists come from an import: their members cannot be changed',
  dynamicMembers: 'The members of a dynamic list follow its rule and cannot be changed by hand',
  notDynamic: 'This is not a dynamic list',
  notTarget: 'Contacts can only be added to a target list',
  created: 'List created',
  renamed: 'List renamed',
  oneSource: 'Create a list from selected contacts or from a dynamic list, not both',
  deleted: 'List deleted',
} as const;

/** PostgreSQL text cannot hold NUL: refused here, as a field error rather than a server error. */
export const INVALID_CHARACTER_MSG = 'Contains an invalid character';
export function withoutNul<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((value) => !value.includes('\u0000'), { error: INVALID_CHARACTER_MSG });
}

/** A list name: spec section 5's rules, and text the database can store. */
export const ZListNameInputSchema = withoutNul(ZListNameSchema);

export const ZListIdSchema = z
  .number({ error: 'Choose a list' })
  .int({ error: 'Choose a list' })
  .positive({ error: 'Choose a list' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Choose a list' });

export const ZPageNoSchema = z
  .number()
  .int()
  .min(1, { error: 'Page number starts at 1' })
  .max(1_000_000, { error: 'Page number is too large' });
export const ZPageSizeSchema = z
  .number()
  .int()
  .min(1, { error: 'Page size must be at least 1' })
  .max(LIST_PAGE_SIZE_MAX, { error: `Page size must be at most ${LIST_PAGE_SIZE_MAX}` });
export const ZListSearchSchema = withoutNul(
  z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX, { error: `Max. ${LIST_SEARCH_MAX} characters` }),
);

/** POST Audience/GetLists: one page of the client's lists, newest first. */
export const ZGetListsRequestSchema = z.object({
  kind: z.enum(LIST_KINDS).optional(),
  search: ZListSearchSchema.optional(),
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
});
export type TGetListsRequest = z.input<typeof ZGetListsRequestSchema>;

/**
 * A list as tables show it. memberCount is null for dynamic lists: their count is evaluated on
 * demand (Audience/GetListCount), never stored. daysLeft is set for ad-hoc lists only.
 */
export const ZListSummarySchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  source: z.enum(LIST_SOURCES),
  memberCount: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TListSummary = z.infer<typeof ZListSummarySchema>;
export const ZListsResponseSchema = envelopeOf(z.object({ lists: z.array(ZListSummarySchema) }));

/** A list with its rule (dynamic lists only; validated by ZDynamicRuleSchema when written). */
export const ZListDetailSchema = ZListSummarySchema.extend({ rule: z.unknown().nullable() });
export type TListDetail = z.infer<typeof ZListDetailSchema>;
export const ZListResponseSchema = envelopeOf(z.object({ list: ZListDetailSchema }));

export const ZListRefRequestSchema = z.object({ listId: ZListIdSchema });

/** POST Audience/CheckListNameExists: the live check of the create and rename forms. */
export const ZCheckListNameRequestSchema = z.object({
  name: ZListNameInputSchema,
  /** The list being renamed, which may keep its own name. */
  exceptListId: ZListIdSchema.optional(),
});
export const ZCheckListNameResponseSchema = envelopeOf(z.object({ exists: z.boolean() }));

/** Our choice: one request adds at most this many selected contacts. */
export const LIST_CONTACT_IDS_MAX = 10_000;
const ZContactIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZContactIdsSchema = z
  .array(ZContactIdSchema)
  .max(LIST_CONTACT_IDS_MAX, { error: `At most ${LIST_CONTACT_IDS_MAX} contacts at a time` });

/** The create form: a name, checked as spec section 5 says. */
export const ZListFormSchema = z.object({ name: ZListNameInputSchema });
export type TListFormInput = z.input<typeof ZListFormSchema>;

/**
 * POST Audience/CreateList: a target list, empty, from selected contacts (source 'selection')
 * or as a snapshot of a dynamic list's members now (source 'dynamic').
 */
export const ZCreateListRequestSchema = z
  .object({
    name: ZListNameInputSchema,
    kind: z.literal('target').default('target'),
    contactIds: ZContactIdsSchema.optional(),
    fromDynamicListId: ZListIdSchema.optional(),
  })
  .check((ctx) => {
    if (!ctx.value.contactIds?.length || ctx.value.fromDynamicListId === undefined) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['fromDynamicListId'],
      message: LIST_MSG.oneSource,
    });
  });
export type TCreateListRequest = z.input<typeof ZCreateListRequestSchema>;

export const ZRenameListRequestSchema = z.object({
  listId: ZListIdSchema,
  name: ZListNameInputSchema,
});

export const ZListCountResponseSchema = envelopeOf(z.object({ count: z.number().int() }));
export const ZEmptyResponseSchema = envelopeOf(z.object({}));
