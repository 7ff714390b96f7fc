import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { messageFailures, messagesSent } from '#/metrics/registry.ts';
import type { TMessageSender } from './sender-for.ts';
import type { TSenderResult } from './sender-result.ts';

const CHANNEL_NAMES = new Map<number, string>(
  Object.entries(CHANNEL_IDS_BY_NAME).map(([name, id]) => [id, name]),
);

/** Which of the provider's answers a failure was (the engine retries only `transient`). */
function failureKind(result: TSenderResult): string {
  if (result.throttledForMs !== undefined) return 'throttled';
  if (result.permanent) return 'permanent';
  if (result.final) return 'final';
  return 'transient';
}

function record(channel: string, result: TSenderResult): TSenderResult {
  if (result.ok) messagesSent.inc({ channel });
  else messageFailures.inc({ channel, kind: failureKind(result) });
  return result;
}

async function counted(channel: string, send: () => Promise<TSenderResult>) {
  try {
    return record(channel, await send());
  } catch (error) {
    messageFailures.inc({ channel, kind: 'error' });
    throw error;
  }
}

/**
 * The same sender, counting each handoff's answer into resonate_messages_sent_total and
 * resonate_message_failures_total by channel name (campaigns and journeys both send through
 * senderFor, so every channel message is counted once per attempt).
 */
export function meteredSender(sender: TMessageSender): TMessageSender {
  const channel = CHANNEL_NAMES.get(sender.channelId) ?? String(sender.channelId);
  const prepare = sender.prepare?.bind(sender);
  return Object.assign(Object.create(sender) as TMessageSender, {
    send: (message: Parameters<TMessageSender['send']>[0]) =>
      counted(channel, () => sender.send(message)),
    ...(prepare
      ? {
          prepare: (message: Parameters<TMessageSender['send']>[0]) => {
            const handoff = prepare(message);
            return () => counted(channel, handoff);
          },
        }
      : {}),
    close: () => sender.close(),
  });
}
