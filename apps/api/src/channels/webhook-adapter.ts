import { randomUUID } from 'node:crypto';
import { describeOutboundFailure } from '#/http/guarded-request.ts';
import { guardedPost, type TOutboundPolicy } from '#/http/outbound-guard.ts';
import { signatureHeader } from './webhook-signature.ts';
import type { TChannelAdapter, TOutboundMessage, TSendResult } from './channel-adapter.ts';

export type TWebhookTarget = {
  url: string;
  /** The webhook's signing secret, already opened; never logged. */
  secret: string;
};

const WEBHOOK = 34;
export const WEBHOOK_CHANNEL_EVENT = 'channel.message';
const TIMEOUT_MS = 10_000;

/**
 * The webhook channel: each message is one POST of JSON, signed exactly as the data-exchange
 * deliveries are (X-Resonate-Signature over "<timestamp>.<body>", see sign.ts), so a receiver
 * verifies both with the same code. The delivery id doubles as the message id.
 */
export function createWebhookAdapter(
  target: TWebhookTarget,
  policy: TOutboundPolicy,
): TChannelAdapter {
  return {
    channelId: WEBHOOK,
    async send(message: TOutboundMessage): Promise<TSendResult> {
      const deliveryId = randomUUID();
      const timestamp = Math.floor(Date.now() / 1000);
      const body = JSON.stringify({
        id: deliveryId,
        type: WEBHOOK_CHANNEL_EVENT,
        createdAt: new Date(timestamp * 1000).toISOString(),
        data: {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          template: message.template,
          data: message.data,
        },
      });
      const headers = {
        ...message.headers,
        'content-type': 'application/json',
        'user-agent': 'Resonate-Webhooks/1',
        'x-resonate-event': WEBHOOK_CHANNEL_EVENT,
        'x-resonate-delivery': deliveryId,
        'x-resonate-timestamp': String(timestamp),
        'x-resonate-signature': signatureHeader(target.secret, timestamp, body),
      };
      try {
        const answer = await guardedPost(
          target.url,
          { headers, body, timeoutMs: TIMEOUT_MS },
          policy,
        );
        const ok = answer.status >= 200 && answer.status < 300;
        return {
          ok,
          providerMessageId: ok ? deliveryId : undefined,
          response: `The receiver answered HTTP ${answer.status} in ${answer.timeMs} ms`,
        };
      } catch (error) {
        return { ok: false, response: describeOutboundFailure(error, TIMEOUT_MS) };
      }
    },
  };
}
