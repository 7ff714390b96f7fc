import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** from and id: a campaign text's sender and delivery id (the SMS outbox provider). */
export type TSms = { to: string; text: string; from?: string; id?: string };

/** Writes one text; the outbox below is the development sink (profile/sms/mobile-code-sender.ts). */
export type TSmsSender = { send: (sms: TSms) => Promise<void> };

/**
 * The development sink, like the mail outbox: each SMS becomes one JSON line in
 * `${DATA_DIR}/sms-outbox/<YYYY-MM-DD>.jsonl` (owner-only file), so a fresh install can confirm
 * a mobile number without an SMS provider. Texts carry codes, so they are never logged.
 */
export function createOutboxSmsSender(outboxDir: string): TSmsSender {
  return {
    send: async (sms) => {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const sentAt = new Date().toISOString();
      const file = path.join(outboxDir, `${sentAt.slice(0, 10)}.jsonl`);
      await appendFile(file, `${JSON.stringify({ sentAt, ...sms })}\n`, { mode: 0o600 });
    },
  };
}
