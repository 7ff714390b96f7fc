import path from 'node:path';
import { createOutboxSmsSender } from './sms-outbox.ts';
import type { TChannelAdapter } from './channel-adapter.ts';

const SMS = 2;

/**
 * The development SMS provider (issue 22): campaign texts become lines of
 * DATA_DIR/sms-outbox/<day>.jsonl, the file the profile's verification codes go to, with the
 * account's sender and the message's id, so a fresh install can send an SMS campaign.
 */
export function createSmsOutboxAdapter(dataDir: string, senderId: string): TChannelAdapter {
  const outbox = createOutboxSmsSender(path.join(dataDir, 'sms-outbox'));
  return {
    channelId: SMS,
    async send(message) {
      const id = message.headers?.['Idempotency-Key'] ?? '';
      await outbox.send({ to: message.to, text: message.text ?? '', from: senderId, id });
      return { ok: true, providerMessageId: id || undefined, response: 'written to sms-outbox' };
    },
  };
}
