import { sql, type Kysely, type Transaction } from 'kysely';
import {
  auditRange,
  type TAuditEntry,
  type TAuditFilter,
} from '@resonate/contracts/audit/audit-log';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

type TAuditRow = {
  id: string;
  occurred_at: Date;
  cursor: string;
  action: TAuditEntry['action'];
  object_type: string;
  object_id: string | null;
  object_name: string | null;
  changes: TAuditEntry['changes'];
  actor_type: TAuditEntry['actorType'];
  actor_id: string | null;
  actor_name: string | null;
  department_id: string | null;
  ip_address: string | null;
};

export type TAuditPage = { entries: TAuditEntry[]; nextCursor: string | null };

/** Escapes LIKE's wildcards so an actor search matches what was typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a tenant's audit log, newest first, after `cursor` (keyset: the previous page's
 * last time in microseconds and id, so a page costs the same at any depth and an entry written
 * meanwhile never shifts the next page). RLS limits it to the tenant; the filter is explicit too.
 */
export async function readAuditPage(
  trx: Transaction<DB>,
  clientId: number,
  filter: TAuditFilter & { cursor?: string; pageSize: number },
  now: Date,
): Promise<TAuditPage> {
  const { start, end } = auditRange(filter, now);
  const [micros, lastId] = filter.cursor?.split('.') ?? [];
  const { rows } = await sql<TAuditRow>`
    select id, occurred_at, action, object_type, object_id, object_name, changes, actor_type,
      actor_id, actor_name, department_id, ip_address,
      (extract(epoch from occurred_at) * 1000000)::bigint || '.' || id as cursor
    from audit_log
    where client_id = ${clientId}
      and occurred_at >= ${start} and occurred_at < ${end}
      ${filter.objectType ? sql`and object_type = ${filter.objectType}` : sql``}
      ${filter.action ? sql`and action = ${filter.action}` : sql``}
      ${filter.actor ? sql`and coalesce(actor_name, actor_type) ilike ${likeText(filter.actor)}` : sql``}
      ${
        micros && lastId
          ? sql`and (occurred_at, id) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond',
              ${lastId}::bigint)`
          : sql``
      }
    order by occurred_at desc, id desc
    limit ${filter.pageSize + 1}`.execute(trx);
  const page = rows.slice(0, filter.pageSize);
  return {
    entries: page.map(entryOf),
    nextCursor: rows.length > filter.pageSize ? (page.at(-1)?.cursor ?? null) : null,
  };
}

const idOf = (value: string | null) => (value === null ? null : Number(value));

function entryOf(row: TAuditRow): TAuditEntry {
  return {
    id: Number(row.id),
    occurredAt: row.occurred_at.toISOString(),
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    objectName: row.object_name,
    changes: row.changes,
    actorType: row.actor_type,
    actorId: idOf(row.actor_id),
    actorName: row.actor_name,
    departmentId: idOf(row.department_id),
    ipAddress: row.ip_address,
  };
}

/** AuditLog/GetAuditLog. */
export function getAuditLog(
  db: Kysely<DB>,
  clientId: number,
  request: TAuditFilter & { cursor?: string; pageSize: number },
): Promise<TAuditPage> {
  return withTenant(db, { clientId }, (trx) => readAuditPage(trx, clientId, request, new Date()));
}
