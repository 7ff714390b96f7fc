import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

export type TAuditRecord = {
  action: 'export' | 'erase';
  /** A table name of AUDIT_OBJECT_TYPES (`contacts` for data subject requests). */
  objectType: string;
  objectIds: readonly (number | string)[];
};

/**
 * Beside the audit triggers (migration 2026-11-29T0400), in db/ like them: any module may record.
 * What no audited table's row change shows (a contact exported, contacts erased): one entry per
 * object, through audit_record(), the only way the app role adds to the log. The actor is the
 * request's, as for the triggers (db/audit-actor.ts).
 */
export async function recordAudit(
  db: Kysely<DB>,
  clientId: number,
  record: TAuditRecord,
): Promise<void> {
  if (record.objectIds.length === 0) return;
  const ids = record.objectIds.map(String);
  await withTenant(db, { clientId }, (trx) =>
    sql`select audit_record(${record.action}, ${record.objectType}, object_id, null, '{}')
      from unnest(${ids}::text[]) as object_id`.execute(trx),
  );
}
