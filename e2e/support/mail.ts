import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export type TReceivedMail = {
  file: string;
  raw: string;
  to: string;
  subject: string;
  text: string;
};

function parse(file: string, raw: string): TReceivedMail {
  const header = (name: string) =>
    raw.match(new RegExp(`^${name}:\\s*(.*)$`, 'mi'))?.[1]?.trim() ?? '';
  // Bodies are quoted-printable at most for our plain-text parts; undo soft line breaks.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return { file, raw, to: header('To'), subject: header('Subject'), text };
}

/** Mails the sink received for an address, oldest first. */
export function mailsTo(address: string): TReceivedMail[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .sort()
    .map((file) => parse(file, readFileSync(join(dir, file), 'utf8')))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

export const OTP_SUBJECT = /one-time password/i;
export const NEW_PASSWORD_SUBJECT = /new Resonate password/i;

/**
 * Waits for a new mail to an address (one that was not there in `before`), with a subject
 * matching `subject` when given (notification mails may reach the same inbox), and returns it.
 */
export async function waitForMail(
  address: string,
  before: TReceivedMail[] = [],
  { subject, timeoutMs = 15_000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<TReceivedMail> {
  const seen = new Set(before.map((mail) => mail.file));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = mailsTo(address).find(
      (mail) => !seen.has(mail.file) && (!subject || subject.test(mail.subject)),
    );
    if (fresh) return fresh;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

/** Each address's mails with this subject, once every address has one (or the time is up). */
export async function mailsEach(addresses: string[], subject: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let found: TReceivedMail[][] = [];
  while (Date.now() < deadline) {
    found = addresses.map((address) => mailsTo(address).filter((m) => m.subject === subject));
    if (found.every((mails) => mails.length >= 1)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return found;
}

/** The first 6-digit code in a mail's text. */
export function otpIn(mail: TReceivedMail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}
