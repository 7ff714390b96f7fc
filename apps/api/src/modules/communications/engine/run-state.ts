import { sql } from 'kysely';
import type {
  TSchedule,
  TSendWindow,
  TFrequencyCap,
  TAudience,
} from '@resonate/contracts/campaigns/communications';
import type { TContent } from '@resonate/contracts/campaigns/content';
import type { TTrx } from '#/modules/audience/index.ts';
import { timeZoneName } from './client-clock.ts';

/** What a run reads of its communication and client, once, under the row lock. */
export type TRunCommunication = {
  id: number;
  clientId: number;
  name: string;
  channelId: number;
  departmentId: number | null;
  status: number;
  runNo: number;
  nextRunAt: Date | null;
  audience: TAudience;
  content: TContent;
  sender: Record<string, unknown>;
  schedule: TSchedule;
  throttlePerMinute: number;
  sendWindow: TSendWindow | null;
  frequencyCap: TFrequencyCap | null;
  createdBy: number | null;
  timeZone: string;
  licenceTypeId: number;
  archived: boolean;
};

/** The communication joined with its client's time zone and licence, locked for update. */
export async function lockCommunication(
  trx: TTrx,
  clientId: number,
  communicationId: number,
): Promise<TRunCommunication | undefined> {
  const row = await trx
    .selectFrom('communications as m')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .select([
      'm.id',
      'm.name',
      'm.channel_id',
      'm.department_id',
      'm.status',
      'm.run_no',
      'm.next_run_at',
      'm.audience',
      'm.content',
      'm.sender',
      'm.schedule',
      'm.throttle_per_minute',
      'm.send_window',
      'm.frequency_cap',
      'm.created_by',
      'm.archived_at',
      'c.time_zone_id',
      'c.licence_type_id',
    ])
    .where('m.client_id', '=', clientId)
    .where('m.id', '=', communicationId)
    .forUpdate('m')
    .executeTakeFirst();
  if (!row) return undefined;
  const audience = row.audience as Partial<TAudience>;
  return {
    id: row.id,
    clientId,
    name: row.name,
    channelId: row.channel_id,
    departmentId: row.department_id,
    status: row.status,
    runNo: row.run_no,
    nextRunAt: row.next_run_at,
    audience: {
      listIds: audience.listIds ?? [],
      suppressionListIds: audience.suppressionListIds ?? [],
      topicId: audience.topicId ?? null,
    },
    content: row.content as TContent,
    sender: row.sender,
    schedule: row.schedule as TSchedule,
    throttlePerMinute: row.throttle_per_minute,
    sendWindow: (row.send_window ?? null) as TSendWindow | null,
    frequencyCap: (row.frequency_cap ?? null) as TFrequencyCap | null,
    createdBy: row.created_by,
    timeZone: timeZoneName(row.time_zone_id),
    licenceTypeId: row.licence_type_id,
    archived: row.archived_at !== null,
  };
}

/** Whether run `runNo` still has messages waiting (queued, or left 'sending' by a dead worker). */
export async function runHasPending(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  runNo: number,
): Promise<boolean> {
  if (runNo === 0) return false;
  const result = await sql<{ pending: boolean }>`
    select exists (select 1 from messages where client_id = ${clientId}
      and communication_id = ${communicationId} and run_no = ${runNo}
      and status in ('queued', 'sending')) as pending`.execute(trx);
  return result.rows[0]?.pending ?? false;
}

export type TRunCounts = {
  queued: number;
  sending: number;
  sent: number;
  delivered: number;
  failed: number;
  bounced: number;
  suppressed: number;
};

/** Messages of a run by status. */
export async function runCounts(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  runNo: number,
): Promise<TRunCounts> {
  const rows = await trx
    .selectFrom('messages')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('client_id', '=', clientId)
    .where('communication_id', '=', communicationId)
    .where('run_no', '=', runNo)
    .groupBy('status')
    .execute();
  const counts: TRunCounts = {
    queued: 0,
    sending: 0,
    sent: 0,
    delivered: 0,
    failed: 0,
    bounced: 0,
    suppressed: 0,
  };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Sets the status (and whatever else changes with it) of a communication. */
export async function setRunStatus(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  changes: {
    status: number;
    nextRunAt?: Date | null;
    lastError?: string | null;
    completedAt?: Date | null;
  },
): Promise<void> {
  await trx
    .updateTable('communications')
    .set({
      status: changes.status,
      updated_at: new Date(),
      ...(changes.nextRunAt !== undefined ? { next_run_at: changes.nextRunAt } : {}),
      ...(changes.lastError !== undefined ? { last_error: changes.lastError } : {}),
      ...(changes.completedAt !== undefined ? { completed_at: changes.completedAt } : {}),
    })
    .where('client_id', '=', clientId)
    .where('id', '=', communicationId)
    .execute();
}
