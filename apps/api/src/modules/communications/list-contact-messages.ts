import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export type TContactMessageRow = {
  id: number;
  communication_id: number;
  communication_name: string | null;
  channel_id: number;
  address: string | null;
  status: string;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  opened_at: Date | null;
  clicked_at: Date | null;
};

/**
 * Part of a data subject's export (issue 28, item 6): one page of the messages addressed to one
 * person, oldest first, after the message id `afterId` (keyset paging: the caller walks a
 * history of any size in bounded pages). Only the person's own rows and the communication's
 * name: never another recipient's address or a message's content.
 */
export async function listContactMessages(
  trx: Transaction<DB>,
  clientId: number,
  passportId: string,
  afterId: number,
  limit: number,
): Promise<TContactMessageRow[]> {
  const { rows } = await sql<TContactMessageRow>`
    select m.id, m.communication_id, c.name as communication_name, m.channel_id, m.address,
      m.status, m.created_at, m.sent_at, m.delivered_at, m.opened_at, m.clicked_at
    from messages m
    left join communications c on c.client_id = m.client_id and c.id = m.communication_id
    where m.client_id = ${clientId} and m.passport_id = ${passportId}::uuid and m.id > ${afterId}
    order by m.id
    limit ${limit}`.execute(trx);
  return rows;
}
