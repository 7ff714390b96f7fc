import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import {
  adapterFor,
  accountIsReady,
  findChannelAccountRow,
} from '#/modules/communication-settings/index.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { notSetUpWhenMissing } from './http-senders.ts';
import type { TMessageSender, TRecipientMessage } from './sender-for.ts';
import { settle } from './sender-result.ts';

const WEBHOOK = 34;

/** A payload's body is a JSON document as text: sent parsed when it parses, else as text. */
function contentOf(rendered: Record<string, string>): Record<string, unknown> {
  if (rendered.body === undefined) return rendered;
  try {
    return { ...rendered, body: JSON.parse(rendered.body) as unknown };
  } catch {
    return rendered;
  }
}

/** The webhook a channel delivers to: webhook (34) names it per communication, others per account. */
export async function webhookIdFor(
  deps: TCommunicationDeps,
  clientId: number,
  channelId: number,
  sender: Record<string, unknown>,
): Promise<number | undefined> {
  if (channelId === WEBHOOK) {
    const chosen = Number(sender.webhookId);
    return Number.isSafeInteger(chosen) && chosen > 0 ? chosen : undefined;
  }
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    findChannelAccountRow(trx, channelId),
  );
  return row && accountIsReady(row) && row.webhook_id ? Number(row.webhook_id) : undefined;
}

/**
 * Webhook (34) and the outside platforms: one signed POST per recipient carrying the person and
 * the rendered content, with the delivery id as Idempotency-Key (the same on a re-send), so the
 * receiving platform keeps one copy. A refusal is about the endpoint, not the person: never
 * permanent.
 */
export async function webhookSender(
  deps: TCommunicationDeps,
  clientId: number,
  communication: { id: number; channel_id: number; sender: Record<string, unknown> },
): Promise<TMessageSender> {
  const channelId = communication.channel_id;
  const webhookId = await webhookIdFor(deps, clientId, channelId, communication.sender);
  if (!webhookId) throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
  const adapter = await notSetUpWhenMissing(
    adapterFor(deps, clientId, { channel: 'webhook', webhookId }),
  );
  return {
    channelId,
    send: (message: TRecipientMessage) =>
      settle(() =>
        adapter.send({
          to: message.address,
          subject: message.rendered.subject,
          headers: { 'Idempotency-Key': message.deliveryId },
          data: {
            communicationId: communication.id,
            channelId,
            messageId: message.messageId,
            deliveryId: message.deliveryId,
            person: { passportId: message.passportId, ...message.person },
            content: contentOf(message.rendered),
          },
        }),
      ),
    close: async () => undefined,
  };
}
