import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import type { TMessageStatus } from '#/db/schema/campaigns.ts';

/** Where a message's row is: its id and created_at (the month partition). */
export type TMessageRef = { messageId: number; createdAt: Date };

/** A message's delivery as its row holds it (status, times, and why it failed). */
export type TMessageState = {
  status: TMessageStatus;
  sentAt: Date | null;
  deliveredAt: Date | null;
  openedAt: Date | null;
  clickedAt: Date | null;
  error: string | null;
};

/** The created_at span of some message refs (the partitions a statement reads). */
export function createdSpanOf(refs: readonly { createdAt: Date }[]): { from: Date; to: Date } {
  // A loop, not Math.min(...times): a spread of many refs would overflow the call stack.
  let from = Infinity;
  let to = -Infinity;
  for (const ref of refs) {
    from = Math.min(from, ref.createdAt.getTime());
    to = Math.max(to, ref.createdAt.getTime());
  }
  return { from: new Date(from), to: new Date(to) };
}

/**
 * The delivery states of some messages of the client, by message id, read in the caller's
 * tenant transaction. The refs' created_at bound the partitions read.
 */
export async function messageStates(
  trx: Transaction<DB>,
  clientId: number,
  refs: readonly TMessageRef[],
): Promise<Map<number, TMessageState>> {
  if (refs.length === 0) return new Map();
  const { from, to } = createdSpanOf(refs);
  const { rows } = await sql<TMessageState & { id: string }>`
    select id, status, sent_at as "sentAt", delivered_at as "deliveredAt",
      opened_at as "openedAt", clicked_at as "clickedAt", error
    from messages
    where client_id = ${clientId} and id = any(${refs.map((ref) => ref.messageId)}::bigint[])
      and created_at between ${from} and ${to}`.execute(trx);
  return new Map(rows.map(({ id, ...state }) => [Number(id), state]));
}
