import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { unsubscribeMessage } from '#/modules/tracking/index.ts';
import { parsePart } from './mime-report.ts';
import { looksLikeUnsubscribe, type TVerpSigner } from './verp.ts';

export type TUnsubscribeMailOutcome =
  { unsubscribed: true } | { ignored: 'forgedUnsubscribe' | 'unknownMessage' };

/** Where an unsubscribe mail says it went: its top-level headers only. A bounce quotes the
 *  returned message's headers (List-Unsubscribe included) in its body, never up here. */
const ADDRESSED_TO = ['to', 'cc', 'delivered-to', 'x-original-to'];
const UNSUBSCRIBE_ADDRESS = /unsubscribe\+[0-9a-z.]{1,80}@[0-9a-z.-]{1,253}/gi;

/**
 * The unsubscribe addresses a mail was sent to: the SMTP envelope's recipients when there is an
 * envelope (the receiver: it is what the sender's server delivered to, and reading it costs no
 * parse in a bounce storm), else the To / Cc / Delivered-To / X-Original-To headers (a polled
 * mailbox). Empty: the mail is no unsubscribe request (a bounce, a complaint, anything else).
 */
export function unsubscribeAddressesOf(
  raw: string | Buffer,
  envelopeTo: readonly string[],
): string[] {
  if (envelopeTo.length > 0) return envelopeTo.filter(looksLikeUnsubscribe);
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const { headers } = parsePart(text);
  const inHeaders = ADDRESSED_TO.flatMap((name) => headers.get(name) ?? []).flatMap(
    (value) => value.match(UNSUBSCRIBE_ADDRESS) ?? [],
  );
  return [...new Set(inHeaders)];
}

/**
 * A mail to the List-Unsubscribe mailto (RFC 2369) of a message: the same use case as the
 * one-click POST (unsubscribeMessage), the token alone deciding which message, whatever the
 * subject or body say (mail clients differ). A token we did not sign (forged, altered, another
 * key) and a message that no longer exists are ignored; the caller logs the reason.
 */
export async function takeUnsubscribeMail(
  deps: { db: Kysely<DB>; verp: TVerpSigner },
  addresses: readonly string[],
): Promise<TUnsubscribeMailOutcome> {
  const ref = addresses.map(deps.verp.readUnsubscribe).find((r) => r !== undefined);
  if (!ref) return { ignored: 'forgedUnsubscribe' };
  const found = await unsubscribeMessage(deps.db, ref.clientId, ref.messageId);
  return found ? { unsubscribed: true } : { ignored: 'unknownMessage' };
}
