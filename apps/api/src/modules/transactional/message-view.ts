import type {
  TTransactionalMessage,
  TTransactionalState,
} from '@resonate/contracts/transactional/messages';
import type { TMessageState } from '#/modules/communications/index.ts';
import type { TTransactionalRow } from './transactional-repository.ts';

/** Where delivery stands, as the API names it ('sending' is still queued to a caller). */
export function publicStatus(state: TMessageState | undefined): TTransactionalState {
  if (!state || state.status === 'sending') return 'queued';
  return state.status;
}

/** States that end a message's story: nothing is announced after them. */
const FINAL: readonly TTransactionalState[] = ['failed', 'bounced', 'suppressed', 'clicked'];

/**
 * Every state the message has reached, in the order they happen: queued, then sent, delivered,
 * opened, clicked as far as its row says, or the failure that ended it (a bounce may come after
 * 'sent': both are announced).
 */
export function reachedStates(state: TMessageState | undefined): TTransactionalState[] {
  const reached: TTransactionalState[] = ['queued'];
  if (!state) return reached;
  if (state.sentAt || ['sent', 'delivered'].includes(state.status)) reached.push('sent');
  if (state.deliveredAt || state.status === 'delivered') reached.push('delivered');
  if (state.openedAt) reached.push('opened');
  if (state.clickedAt) reached.push('clicked');
  if (['bounced', 'failed', 'suppressed'].includes(state.status)) {
    reached.push(state.status as TTransactionalState);
  }
  return reached;
}

export function isSettled(reached: readonly TTransactionalState[]): boolean {
  return reached.some((state) => FINAL.includes(state));
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

export function messageView(
  row: Pick<TTransactionalRow, 'id' | 'channel_id' | 'template_id' | 'passport_id' | 'created_at'>,
  state: TMessageState | undefined,
): TTransactionalMessage {
  return {
    messageId: row.id,
    status: publicStatus(state),
    channelId: row.channel_id,
    templateId: Number(row.template_id),
    passportId: row.passport_id,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: iso(state?.sentAt),
    deliveredAt: iso(state?.deliveredAt),
    openedAt: iso(state?.openedAt),
    clickedAt: iso(state?.clickedAt),
    error: state && state.status !== 'sent' && state.status !== 'delivered' ? state.error : null,
  };
}
