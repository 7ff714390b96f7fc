import { withTenant } from '#/db/tenant.ts';
import { messageStates, type TCommunicationDeps } from '#/modules/communications/index.ts';
import { publishWebhookEvent } from '#/modules/data-exchange/index.ts';
import { isSettled, messageView, reachedStates } from './message-view.ts';
import { lockUnsettled, saveAnnounced, type TUnsettledCursor } from './transactional-repository.ts';

/** Messages looked at per pass. */
const PASS_LIMIT = 500;
/** After this long a message's later states (an open next month) are no longer announced. */
const FOLLOW_DAYS = 7;

/**
 * Raises a webhook event (message.sent, message.delivered, message.bounced ...) for every state
 * a transactional message reached since the last pass, in the order they happen, each once:
 * the states announced are kept with the message, in the same transaction as the events'
 * delivery rows. The pass looks at the messages of `ids` (after a send), or at the page of the
 * client's unsettled ones after a cursor (the follow-up). Returns whether any it saw remain
 * unsettled, and the cursor of the next page (null when this one was the last).
 */
export async function announceStates(
  deps: TCommunicationDeps,
  clientId: number,
  scope: { ids: readonly string[] } | { after: TUnsettledCursor | null },
  now = new Date(),
): Promise<{ remaining: boolean; next: TUnsettledCursor | null }> {
  const { dispatches, remaining, next } = await withTenant(deps.db, { clientId }, async (trx) => {
    const rows = await lockUnsettled(trx, clientId, scope, PASS_LIMIT);
    const states = await messageStates(
      trx,
      clientId,
      rows.map((row) => ({ messageId: Number(row.message_id), createdAt: row.message_created_at })),
    );
    const dispatches: (() => void)[] = [];
    let remaining = 0;
    for (const row of rows) {
      const state = states.get(Number(row.message_id));
      const reached = reachedStates(state);
      const fresh = reached.filter((s) => !row.announced.includes(s));
      const view = messageView(row, state);
      for (const type of fresh) {
        dispatches.push(
          await publishWebhookEvent(deps, trx, {
            clientId,
            type: `message.${type}`,
            data: { ...view, state: type },
          }),
        );
      }
      const tooOld = now.getTime() - new Date(row.created_at).getTime() > FOLLOW_DAYS * 86_400_000;
      const settled = isSettled(reached) || tooOld;
      if (!settled) remaining += 1;
      if (fresh.length > 0 || settled) {
        const done = settled || reached.includes('sent');
        await saveAnnounced(trx, clientId, row.id, [...row.announced, ...fresh], settled, done);
      }
    }
    const last = rows.at(-1);
    return {
      dispatches,
      remaining: remaining > 0,
      next: rows.length === PASS_LIMIT && last ? { createdAt: last.created_at, id: last.id } : null,
    };
  });
  for (const dispatch of dispatches) dispatch();
  return { remaining, next };
}
