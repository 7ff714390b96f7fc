import { sql } from 'kysely';
import type { TListMember } from '@resonate/contracts/audience/list-members';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { selectionFrom } from './contact-selection.ts';
import { prepareEvaluation } from './dynamic/count-contacts.ts';
import { storedRuleSelection } from './dynamic/rule-filter.ts';
import { requireList, type TListDeps } from './list-access.ts';
import type { TListRow, TTrx } from './list-repository.ts';
import { COLUMNS, searchFilter, toMember, type TMemberRow } from './member-rows.ts';

type TBody = { listId: number; search?: string; pageNo: number; pageSize: number };
async function staticMembers(trx: TTrx, list: TListRow, body: TBody) {
  const where = sql`m.client_id = ${list.client_id} and m.list_id = ${list.id}
    and ${searchFilter(body.search)}`;
  const from = sql`audience_list_members m
    join contacts c on c.client_id = m.client_id and c.id = m.contact_id`;
  const rows = await sql<TMemberRow>`select ${COLUMNS}, m.added_at from ${from} where ${where}
    order by m.added_at desc, c.id desc
    limit ${body.pageSize} offset ${(body.pageNo - 1) * body.pageSize}`.execute(trx);
  if (!body.search) return { rows: rows.rows, total: list.member_count };
  const count = await sql<{ n: string }>`select count(*) as n from ${from} where ${where}`.execute(
    trx,
  );
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

async function dynamicMembers(trx: TTrx, list: TListRow, body: TBody) {
  const rule = storedRuleSelection(list.client_id, list.rule, 'hashed');
  const from = selectionFrom(list.client_id, {
    joins: rule.joins,
    where: sql<boolean>`${rule.where} and ${searchFilter(body.search)}`,
  });
  await prepareEvaluation(trx);
  const [rows, count] = await Promise.all([
    sql<TMemberRow>`select ${COLUMNS}, null::timestamptz as added_at from ${from}
      order by c.id desc
      limit ${body.pageSize} offset ${(body.pageNo - 1) * body.pageSize}`.execute(trx),
    sql<{ n: string }>`select count(*) as n from ${from}`.execute(trx),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * POST Audience/GetListMembers: a page of a list's members, newest first. A dynamic list is
 * evaluated now, so a contact that changed a moment ago is already in or out.
 */
export async function getListMembers(
  deps: TListDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<{ members: TListMember[]; total: number }> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const list = await requireList(trx, auth.clientId, body.listId);
    const page =
      list.kind === 'dynamic'
        ? await dynamicMembers(trx, list, body)
        : await staticMembers(trx, list, body);
    return { members: page.rows.map(toMember), total: page.total };
  });
}
