import { BOUNCE_IGNORED, type TBounceWebhookResult } from '@resonate/contracts/campaigns/bounces';
import { messageIdOfDeliveryId } from '#/modules/tracking/index.ts';
import { handleBounce, type TBounceOutcome } from '../handle-bounce.ts';
import type { TReportDeps } from '../take-report.ts';
import type { TVerpRef } from '../verp.ts';
import type { TWebhookItem } from './provider-events.ts';

/**
 * The message an event names, for the client whose URL was called only: a VERP token must be
 * ours and that client's (a genuine token of another client is a spoof), else our Message-ID
 * names a message of that client.
 */
function refOf(deps: TReportDeps, clientId: number, item: { verp?: string; deliveryId?: string }) {
  if (item.verp) {
    const ref = deps.verp.read(item.verp);
    if (ref) return ref.clientId === clientId ? ref : undefined;
  }
  const messageId = item.deliveryId ? messageIdOfDeliveryId(item.deliveryId) : undefined;
  return messageId ? ({ clientId, messageId } satisfies TVerpRef) : undefined;
}

/** Hands each event of a verified webhook to handleBounce; logs why any is ignored. */
export async function applyWebhookItems(
  deps: TReportDeps,
  clientId: number,
  items: readonly TWebhookItem[],
): Promise<TBounceWebhookResult> {
  let handled = 0;
  for (const item of items) {
    let outcome: TBounceOutcome;
    if ('ignored' in item) {
      outcome = item;
    } else {
      const ref = refOf(deps, clientId, item);
      outcome = ref ? await handleBounce(deps.db, ref, item.report) : { ignored: 'noVerp' };
    }
    if ('ignored' in outcome) {
      deps.log.info({ clientId, reason: BOUNCE_IGNORED[outcome.ignored] }, 'bounce event ignored');
    } else {
      handled += 1;
    }
  }
  return { handled, ignored: items.length - handled };
}
