import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { channelName } from '@resonate/contracts/channels';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { DB } from '#/db/schema.ts';
import type { TTransactionalPlan } from './plan-transactional.ts';

/** Where a recorded transactional message is: its messages row (created_at: the partition). */
export type TTransactionalRecord = {
  communicationId: number;
  messageId: number;
  createdAt: Date;
  passportId: string;
};

/**
 * The hidden communication of the client's transactional messages on a channel, made on first
 * use: its messages are counted, tracked and billed as any communication's, under a name that
 * says what they are (the consumption page's line), while the list and the planner leave it out.
 */
async function transactionalCommunication(
  trx: Transaction<DB>,
  clientId: number,
  channelId: number,
): Promise<number> {
  const existing = () =>
    trx
      .selectFrom('communications')
      .select('id')
      .where('client_id', '=', clientId)
      .where('channel_id', '=', channelId)
      .where('transactional', '=', true)
      .executeTakeFirst();
  const found = await existing();
  if (found) return Number(found.id);
  const name = `Transactional messages (API) \u00b7 ${channelName(channelId) ?? `Channel ${channelId}`}`;
  // Status 'sent': never one of the dashboard's active campaigns, never picked by the scheduler.
  const made = await sql<{ id: string }>`
    insert into communications (client_id, name, channel_id, status, transactional, audience,
      started_at)
    values (${clientId}, ${name}, ${channelId}, ${STATUS.sent}, true, '{}', now())
    on conflict (client_id, channel_id) where transactional do nothing
    returning id`.execute(trx);
  // A concurrent first message made it: this statement's snapshot now sees it.
  return Number(made.rows[0]?.id ?? (await existing())!.id);
}

/**
 * Stores a planned message as a queued messages row of the hidden communication, inside the
 * caller's transaction (the accept's, with its idempotency row). A bare address with no
 * contact gets a passport id of its own, which no contact has.
 */
export async function recordTransactional(
  trx: Transaction<DB>,
  clientId: number,
  plan: TTransactionalPlan,
): Promise<TTransactionalRecord> {
  const communicationId = await transactionalCommunication(trx, clientId, plan.channelId);
  const passportId = plan.contact?.passport_id ?? randomUUID();
  const row = await trx
    .insertInto('messages')
    .values({
      client_id: clientId,
      communication_id: communicationId,
      passport_id: passportId,
      channel_id: plan.channelId,
      address: plan.address,
      status: 'queued',
      // Milliseconds, as a JS Date holds it: the row is found again by this exact created_at.
      created_at: new Date(),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { communicationId, messageId: Number(row.id), createdAt: row.created_at, passportId };
}
