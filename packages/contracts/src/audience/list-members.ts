/** The members of an audience list: browse, add (selected or pasted), remove, export. */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import {
  ZContactIdsSchema,
  ZListIdSchema,
  ZListSearchSchema,
  ZPageNoSchema,
  ZPageSizeSchema,
  withoutNul,
} from './lists.ts';

/** Our choice: pasting more than this many emails or mobiles at once is an import's job. */
export const LIST_IDENTIFIERS_MAX = 5_000;
/** Our choice: the longest pasted line taken as an identifier (an email is at most 254). */
const IDENTIFIER_MAX = 320;

export const LIST_MEMBERS_MSG = {
  nothingToAdd: 'Choose contacts or paste emails or mobile numbers',
  tooManyIdentifiers: `Paste at most ${LIST_IDENTIFIERS_MAX} emails or mobile numbers at a time`,
  identifierTooLong: `A line is longer than ${IDENTIFIER_MAX} characters`,
  nothingToRemove: 'Choose the members to remove',
} as const;

/** POST Audience/GetListMembers: a page of members; a dynamic list is evaluated now. */
export const ZGetListMembersRequestSchema = z.object({
  listId: ZListIdSchema,
  search: ZListSearchSchema.optional(),
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
});
export type TGetListMembersRequest = z.input<typeof ZGetListMembersRequestSchema>;

export const ZListMemberSchema = z.object({
  contactId: z.number().int(),
  passportId: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** When the contact joined a static list; null for dynamic lists. */
  addedAt: z.string().nullable(),
});
export type TListMember = z.infer<typeof ZListMemberSchema>;
export const ZListMembersResponseSchema = envelopeOf(
  z.object({ members: z.array(ZListMemberSchema) }),
);

/** Pasted text split into identifiers: one per line (commas and semicolons also separate). */
export function splitIdentifiers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\r\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * POST Audience/AddListMembers: selected contact ids and/or pasted emails and mobiles (matched
 * after normaliseEmail/normaliseMobile). Contacts already in the list are left as they are.
 */
export const ZAddListMembersRequestSchema = z
  .object({
    listId: ZListIdSchema,
    contactIds: ZContactIdsSchema.optional(),
    identifiers: z
      .array(
        withoutNul(z.string().max(IDENTIFIER_MAX, { error: LIST_MEMBERS_MSG.identifierTooLong })),
      )
      .max(LIST_IDENTIFIERS_MAX, { error: LIST_MEMBERS_MSG.tooManyIdentifiers })
      .optional(),
  })
  .check((ctx) => {
    const { contactIds, identifiers } = ctx.value;
    if ((contactIds?.length ?? 0) + (identifiers?.length ?? 0) > 0) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['identifiers'],
      message: LIST_MEMBERS_MSG.nothingToAdd,
    });
  });
export type TAddListMembersRequest = z.input<typeof ZAddListMembersRequestSchema>;

/** What an add did: new members, those already in, pasted lines that matched no contact. */
export const ZAddListMembersResultSchema = z.object({
  added: z.number().int(),
  alreadyMembers: z.number().int(),
  matched: z.number().int(),
  notFound: z.array(z.string()),
  memberCount: z.number().int(),
});
export type TAddListMembersResult = z.infer<typeof ZAddListMembersResultSchema>;
export const ZAddListMembersResponseSchema = envelopeOf(ZAddListMembersResultSchema);

export const ZRemoveListMembersRequestSchema = z.object({
  listId: ZListIdSchema,
  contactIds: ZContactIdsSchema.min(1, { error: LIST_MEMBERS_MSG.nothingToRemove }),
});
export const ZRemoveListMembersResponseSchema = envelopeOf(
  z.object({ removed: z.number().int(), memberCount: z.number().int() }),
);

/** POST Audience/ExportList: a 60-second link that streams the members as CSV. */
export const ZExportListResponseSchema = envelopeOf(z.object({ url: z.string() }));
export const ZDownloadListQuerySchema = z.object({ token: z.string().min(1).max(2000) });
