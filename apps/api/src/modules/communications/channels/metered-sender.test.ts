import { describe, expect, it } from 'vitest';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { messageFailures, messagesSent } from '#/metrics/registry.ts';
import { meteredSender } from './metered-sender.ts';
import type { TMessageSender, TRecipientMessage } from './sender-for.ts';
import type { TSenderResult } from './sender-result.ts';

async function valueOf(
  counter: typeof messagesSent | typeof messageFailures,
  labels: Record<string, string>,
) {
  const { values } = await counter.get();
  const found = values.find((v) =>
    Object.entries(labels).every(([k, x]) => (v.labels as Record<string, unknown>)[k] === x),
  );
  return found?.value ?? 0;
}

/** A channel whose provider answers each handoff from a script. */
function scriptedSender(channelId: number, answers: TSenderResult[]): TMessageSender {
  return {
    channelId,
    provider: 'scripted',
    send: async () => answers.shift()!,
    close: async () => undefined,
  };
}

const message = { messageId: 1 } as TRecipientMessage;

describe('meteredSender', () => {
  it('counts accepted handoffs and each kind of refusal by channel name', async () => {
    const sms = { channel: 'sms' };
    const before = {
      sent: await valueOf(messagesSent, sms),
      permanent: await valueOf(messageFailures, { ...sms, kind: 'permanent' }),
      transient: await valueOf(messageFailures, { ...sms, kind: 'transient' }),
      throttled: await valueOf(messageFailures, { ...sms, kind: 'throttled' }),
    };
    const sender = meteredSender(
      scriptedSender(CHANNEL_IDS_BY_NAME.sms, [
        { ok: true, response: '250 OK' },
        { ok: true, response: '250 OK' },
        { ok: false, response: 'unknown number', permanent: true },
        { ok: false, response: 'timeout' },
        { ok: false, response: 'slow down', throttledForMs: 1000 },
      ]),
    );
    for (let i = 0; i < 5; i += 1) await sender.send(message);

    expect(sender.channelId).toBe(CHANNEL_IDS_BY_NAME.sms);
    expect(sender.provider).toBe('scripted');
    expect((await valueOf(messagesSent, sms)) - before.sent).toBe(2);
    expect((await valueOf(messageFailures, { ...sms, kind: 'permanent' })) - before.permanent).toBe(
      1,
    );
    expect((await valueOf(messageFailures, { ...sms, kind: 'transient' })) - before.transient).toBe(
      1,
    );
    expect((await valueOf(messageFailures, { ...sms, kind: 'throttled' })) - before.throttled).toBe(
      1,
    );
  });

  it('counts a prepared handoff when it is handed over, not when it is prepared', async () => {
    const email = { channel: 'email' };
    const before = await valueOf(messagesSent, email);
    const sender = meteredSender({
      ...scriptedSender(CHANNEL_IDS_BY_NAME.email, []),
      prepare: () => async () => ({ ok: true, response: '250 OK' }),
    });
    const handoff = sender.prepare!(message);
    expect(await valueOf(messagesSent, email)).toBe(before);
    await handoff();
    expect((await valueOf(messagesSent, email)) - before).toBe(1);
  });
});
