import { normaliseEmail, normaliseMobile } from '@resonate/contracts/audience/contact-fields';
import type { TAddListMembersResult } from '@resonate/contracts/audience/list-members';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertEditableMembers, requireList, type TListDeps } from './list-access.ts';
import { contactIdIn } from './contact-selection.ts';
import {
  countExistingMembers,
  findContactsByIdentifiers,
  insertMembersWhere,
  shiftMemberCount,
} from './list-members-repository.ts';
import type { TTrx } from './list-repository.ts';

type TBody = { listId: number; contactIds?: number[]; identifiers?: string[] };

/**
 * Pasted lines as contact ids: each line is read as an email, else as a mobile number (E.164,
 * with or without separators); lines that are neither, or match no contact, are not found.
 */
async function matchIdentifiers(trx: TTrx, clientId: number, identifiers: readonly string[]) {
  const lines = [...new Set(identifiers.map((line) => line.trim()).filter(Boolean))];
  const emails = new Map<string, string>();
  const mobiles = new Map<string, string>();
  for (const line of lines) {
    const email = normaliseEmail(line);
    const mobile = email ? undefined : normaliseMobile(line);
    if (email) emails.set(email, line);
    else if (mobile) mobiles.set(mobile, line);
  }
  const found = await findContactsByIdentifiers(
    trx,
    clientId,
    [...emails.keys()],
    [...mobiles.keys()],
  );
  const matchedLines = new Set<string>();
  for (const contact of found) {
    const byEmail = contact.email ? emails.get(contact.email) : undefined;
    const byMobile = contact.mobile ? mobiles.get(contact.mobile) : undefined;
    if (byEmail) matchedLines.add(byEmail);
    if (byMobile) matchedLines.add(byMobile);
  }
  return {
    contactIds: found.map((contact) => contact.id),
    matched: matchedLines.size,
    notFound: lines.filter((line) => !matchedLines.has(line)),
  };
}

/**
 * POST Audience/AddListMembers: selected contacts and/or pasted emails and mobiles join a target
 * list. The list row is locked first, so concurrent adds and removes keep member_count true.
 */
export async function addListMembers(
  deps: TListDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TAddListMembersResult> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const list = await requireList(trx, clientId, body.listId, true);
    assertEditableMembers(list);
    const pasted = await matchIdentifiers(trx, clientId, body.identifiers ?? []);
    const ids = [...new Set([...(body.contactIds ?? []), ...pasted.contactIds])];
    const alreadyMembers = ids.length ? await countExistingMembers(trx, clientId, list.id, ids) : 0;
    const added = ids.length
      ? await insertMembersWhere(trx, clientId, list.id, contactIdIn(ids))
      : 0;
    const memberCount = added
      ? await shiftMemberCount(trx, clientId, list.id, added)
      : list.member_count;
    return {
      added,
      alreadyMembers,
      matched: pasted.matched,
      notFound: pasted.notFound,
      memberCount,
    };
  });
}
