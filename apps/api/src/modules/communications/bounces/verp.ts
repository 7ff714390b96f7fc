import { createHmac, timingSafeEqual } from 'node:crypto';
import { hmacSha256 } from '../tracking/fast-hmac.ts';

/**
 * VERP (variable envelope return path, issue 22): every campaign email leaves with its own
 * envelope sender, `bounce+<token>@<the domain's bounce host>`, so whatever bounces names the
 * message it answers. The token is `<client>.<message>.<signature>`: ids in base 36 and a
 * truncated HMAC in hex, all lower case, because mail systems may fold the case of a local part.
 * A forged or altered token (another client's message) verifies as nothing.
 *
 * The mailto of List-Unsubscribe is a sibling, `unsubscribe+<token>@<the same host>`, signed
 * with a key of its own: a bounce token never verifies as an unsubscribe one, so no bounce, no
 * out-of-office reply to the envelope sender, can unsubscribe anybody.
 */
export type TVerpRef = { clientId: number; messageId: number };

const SIG_HEX = 20; // 80 bits: forging one needs 2^80 tries
const MAX_ADDRESS = 254; // RFC 5321 path limit
const PURPOSES = { bounce: 'resonate verp v1', unsubscribe: 'resonate list-unsubscribe v1' };
type TPurpose = keyof typeof PURPOSES;

function keyOf(appSecret: string, purpose: TPurpose): Buffer {
  return createHmac('sha256', appSecret).update(PURPOSES[purpose]).digest();
}

/** Signs and reads the tokens of one purpose: `<purpose>+<client>.<message>.<sig>@domain`. */
function tokenCodec(appSecret: string, purpose: TPurpose) {
  // Signed twice per campaign email: the padded key once (createHmac imports it per call).
  const mac = hmacSha256(keyOf(appSecret, purpose));
  const signature = (ids: string) => mac(ids).toString('hex').slice(0, SIG_HEX);
  const pattern = new RegExp(`^${purpose}\\+([0-9a-z]{1,11})\\.([0-9a-z]{1,11})\\.([0-9a-f]+)$`);
  return {
    address(ref: TVerpRef, mailbox: string): string {
      const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1).toLowerCase();
      const ids = `${ref.clientId.toString(36)}.${ref.messageId.toString(36)}`;
      return `${purpose}+${ids}.${signature(ids)}@${domain}`;
    },
    read(address: string): TVerpRef | undefined {
      if (address.length > MAX_ADDRESS) return undefined;
      const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
      const match = pattern.exec(local);
      if (!match) return undefined;
      const [, client, message, given] = match as unknown as [string, string, string, string];
      const expected = signature(`${client}.${message}`);
      if (given.length !== expected.length) return undefined;
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return undefined;
      const clientId = parseInt(client, 36);
      const messageId = parseInt(message, 36);
      if (!Number.isSafeInteger(clientId) || !Number.isSafeInteger(messageId)) return undefined;
      if (clientId <= 0 || messageId <= 0) return undefined;
      return { clientId, messageId };
    },
  };
}

/** A signer bound to the app secret (derive the keys once per process, not per message). */
export function verpSigner(appSecret: string) {
  const bounce = tokenCodec(appSecret, 'bounce');
  const unsubscribe = tokenCodec(appSecret, 'unsubscribe');
  return {
    /** The envelope sender of one message, at the bounce mailbox's domain. */
    address: bounce.address,
    /** The message a bounce address names; undefined for anything forged or malformed. */
    read: bounce.read,
    /** The List-Unsubscribe mailto of one message, at the bounce mailbox's domain (our MX). */
    unsubscribeAddress: unsubscribe.address,
    /** The message an unsubscribe address names; undefined for anything forged or malformed. */
    readUnsubscribe: unsubscribe.read,
  };
}
export type TVerpSigner = ReturnType<typeof verpSigner>;

/** Whether an address is meant as an unsubscribe mailto (forged or not): such mail is never a
 *  bounce report, and a forged one is ignored with its own reason. */
export const looksLikeUnsubscribe = (address: string) => /^unsubscribe\+/i.test(address);
