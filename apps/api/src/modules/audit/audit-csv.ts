import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_LABELS,
  AUDIT_CSV_HEADER,
  auditChangeText,
  auditObjectLabel,
  type TAuditEntry,
  type TAuditFilter,
} from '@resonate/contracts/audit/audit-log';
import { csvRow } from '@resonate/contracts/format/csv';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { readAuditPage, type TAuditPage } from './list-audit-log.ts';

/** Rows read per query: a short transaction each, so a long download holds no lock or snapshot. */
const CSV_BATCH = 1000;

function lineOf(entry: TAuditEntry): string {
  return csvRow([
    entry.occurredAt.replace('T', ' ').replace(/\.\d+Z$/, ''),
    entry.actorName ?? '',
    AUDIT_ACTOR_LABELS[entry.actorType],
    entry.departmentId,
    entry.ipAddress,
    AUDIT_ACTION_LABELS[entry.action],
    auditObjectLabel(entry.objectType),
    entry.objectId,
    entry.objectName,
    Object.entries(entry.changes)
      .map(([field, change]) => auditChangeText(field, change))
      .join('; '),
  ]);
}

/**
 * GET AuditLog/AuditLogCsv: the filtered log, newest first, streamed a batch at a time (keyset
 * pages, with backpressure: the next batch is read when the client has taken the last). The
 * first batch is read before answering, so a failure there is an ordinary error answer.
 */
export async function streamAuditCsv(
  db: Kysely<DB>,
  clientId: number,
  filter: TAuditFilter,
): Promise<Readable> {
  const now = new Date();
  const read = (cursor?: string) =>
    withTenant(db, { clientId }, (trx) =>
      readAuditPage(trx, clientId, { ...filter, cursor, pageSize: CSV_BATCH }, now),
    );
  const first = await read();
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow(AUDIT_CSV_HEADER)}`;
    let page: TAuditPage = first;
    for (;;) {
      yield page.entries.map(lineOf).join('');
      if (!page.nextCursor) return;
      page = await read(page.nextCursor);
    }
  }
  return Readable.from(lines());
}
