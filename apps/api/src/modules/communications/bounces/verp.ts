import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VERP (variable envelope return path, issue 22): every campaign email leaves with its own
 * envelope sender, `bounce+<token>@<the domain's bounce host>`, so whatever bounces names the
 * message it answers. The token is `<client>.<message>.<signature>`: ids in base 36 and a
 * truncated HMAC in hex, all lower case, because mail systems may fold the case of a local part.
 * A forged or altered token (another client's message) verifies as nothing.
 */
export type TVerpRef = { clientId: number; messageId: number };

const PREFIX = 'bounce+';
const SIG_HEX = 20; // 80 bits: forging one needs 2^80 tries
const MAX_ADDRESS = 254; // RFC 5321 path limit

function keyOf(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('resonate verp v1').digest();
}

/** A signer bound to the app secret (derive the key once per process, not per message). */
export function verpSigner(appSecret: string) {
  const key = keyOf(appSecret);
  const signature = (ids: string) =>
    createHmac('sha256', key).update(ids).digest('hex').slice(0, SIG_HEX);
  return {
    /** The envelope sender of one message, at the bounce mailbox's domain. */
    address(ref: TVerpRef, bounceMailbox: string): string {
      const domain = bounceMailbox.slice(bounceMailbox.lastIndexOf('@') + 1).toLowerCase();
      const ids = `${ref.clientId.toString(36)}.${ref.messageId.toString(36)}`;
      return `${PREFIX}${ids}.${signature(ids)}@${domain}`;
    },
    /** The message a bounce address names; undefined for anything forged or malformed. */
    read(address: string): TVerpRef | undefined {
      if (address.length > MAX_ADDRESS) return undefined;
      const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
      const match = /^bounce\+([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-f]+)$/.exec(local);
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
export type TVerpSigner = ReturnType<typeof verpSigner>;
