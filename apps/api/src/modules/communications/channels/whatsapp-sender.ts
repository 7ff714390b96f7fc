import { adapterFor, findWhatsAppRow } from '#/modules/communication-settings/index.ts';
import { retryAfterMs } from '#/channels/retry-after.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { notSetUpWhenMissing, textSender } from './http-senders.ts';
import type { TMessageSender } from './sender-for.ts';
import type { TSenderResult } from './sender-result.ts';

/** WhatsApp (21): the complete WhatsApp settings. */
export async function whatsAppSender(
  deps: TCommunicationDeps,
  clientId: number,
  channelId: number,
): Promise<TMessageSender> {
  const adapter = await notSetUpWhenMissing(adapterFor(deps, clientId, { channel: 'whatsapp' }));
  // The account's provider decides which refusals mean a number that cannot be reached.
  const row = await withTenant(deps.db, { clientId }, (trx) => findWhatsAppRow(trx));
  const sender = textSender(channelId, adapter, row?.provider ?? 'whatsapp');
  return {
    ...sender,
    send: async (message) => throttleOrFinal(await sender.send(message)),
  };
}

/**
 * The Cloud API's throughput limits (Graph API errors 4 and 80007, 130429) mostly come back as
 * HTTP 400, not 429: they pause the provider like a 429 does (30 s, no Retry-After given).
 */
const META_THROTTLE = /\(#(4|80007|130429)\)/;

/** The Cloud API's refusal of free-form text outside the 24-hour window (error 131047). */
const RE_ENGAGEMENT = /\b131047\b|re-?engagement message/i;

/**
 * WhatsApp refused free-form text because the number has not written within 24 hours (our
 * record of inbound messages missed one going stale): a retry cannot succeed and the number is
 * fine, so the message fails for good without suppressing the address.
 */
function throttleOrFinal(result: TSenderResult): TSenderResult {
  if (result.ok) return result;
  if (result.throttledForMs === undefined && META_THROTTLE.test(result.response)) {
    return { ...result, throttledForMs: retryAfterMs(undefined) };
  }
  if (!RE_ENGAGEMENT.test(result.response)) return result;
  const { permanent: _permanent, ...rest } = result;
  return { ...rest, final: true };
}
