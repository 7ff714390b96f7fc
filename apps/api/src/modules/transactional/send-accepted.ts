import { withTenant } from '#/db/tenant.ts';
import { deliverTransactional, type TCommunicationDeps } from '#/modules/communications/index.ts';
import { announceStates } from './announce-states.ts';
import { enqueueFollowUp, enqueueTransactionalSend } from './transactional-queue.ts';
import { findByIds, type TTransactionalRow } from './transactional-repository.ts';

/**
 * The send job (a batch of accepted messages of one client): the messages of each channel go
 * through one sender, their new states are announced at once, a message the provider asked to
 * retry is queued again for its time, and the client's follow-up is asked for, which announces
 * what reports bring later (delivered, bounced, opened, clicked).
 */
export async function sendAccepted(
  deps: TCommunicationDeps,
  clientId: number,
  ids: readonly string[],
): Promise<void> {
  const rows = await withTenant(deps.db, { clientId }, (trx) => findByIds(trx, clientId, ids));
  const byChannel = new Map<number, TTransactionalRow[]>();
  for (const row of rows) {
    byChannel.set(row.channel_id, [...(byChannel.get(row.channel_id) ?? []), row]);
  }
  for (const [channelId, group] of byChannel) {
    const { retryAt } = await deliverTransactional(deps, {
      clientId,
      channelId,
      communicationId: Number(group[0]!.communication_id),
      sends: group.map((row) => ({
        messageId: Number(row.message_id),
        createdAt: row.message_created_at,
        templateId: Number(row.template_id),
        variables: row.variables,
      })),
    });
    if (retryAt && deps.queue) {
      // Those still queued (a retry's backoff, or locked by another worker) go again later.
      for (const row of group) {
        await enqueueTransactionalSend(deps.queue, { clientId, id: row.id }, retryAt);
      }
    }
  }
  const { remaining } = await announceStates(deps, clientId, { ids });
  if (remaining && deps.queue) await enqueueFollowUp(deps.queue, clientId);
}

/** Pages of unsettled messages one follow-up looks at (500 each); the next run goes on. */
const FOLLOW_UP_PAGES = 20;

/**
 * The follow-up job: a pass over the client's unsettled messages, page by page (so the newest
 * are looked at too however many old ones wait for an open), again later if any remain.
 */
export async function followUp(deps: TCommunicationDeps, clientId: number): Promise<void> {
  let after: Parameters<typeof announceStates>[2] = { after: null };
  let remaining = false;
  for (let page = 0; page < FOLLOW_UP_PAGES; page++) {
    const pass = await announceStates(deps, clientId, after);
    remaining ||= pass.remaining;
    if (!pass.next) break;
    after = { after: pass.next };
    // More pages than one run looks at: the next run starts from the oldest again.
    remaining = true;
  }
  if (remaining && deps.queue) await enqueueFollowUp(deps.queue, clientId);
}
