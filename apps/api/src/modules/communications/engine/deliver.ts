import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import type { TMessageSender, TRecipientMessage } from '../channels/sender-for.ts';
import {
  personalisationOf,
  TemplateError,
  type TCompiledContent,
} from '../render/render-content.ts';
import { compiledForContact } from '../experiments/experiment-content.ts';
import { trackEmail } from '../tracking/track-email.ts';
import type { TTrackingSigner } from '../tracking/tracking-token.ts';
import type { TClaimedMessage, TOutcome } from './message-batch.ts';

/** Attempts before a transiently failing message is given up as failed. */
export const MAX_ATTEMPTS = 5;
/** Backoff of the n-th retry: 30 s, 2 min, 8 min, 32 min. */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

export type TDeliverContext = {
  clientId: number;
  communicationId: number;
  runNo: number;
  channelId: number;
  compiled: TCompiledContent;
  sender: TMessageSender;
  signer: TTrackingSigner;
  publicUrl: string;
  /** The host part of email Message-IDs. */
  messageIdDomain: string;
  /** A transactional message: no unsubscribe headers or preference link (track-email.ts). */
  transactional?: boolean;
};

/**
 * The delivery id of a message: the same on every attempt, so a message re-sent after a crash
 * is the same message to the receiver (email: the Message-ID; HTTP channels: the idempotency key).
 */
export function deliveryIdOf(context: TDeliverContext, messageId: number): string {
  const local = `c${context.communicationId}.r${context.runNo}.m${messageId}`;
  return context.channelId === CHANNEL_IDS_BY_NAME.email
    ? `<${local}@${context.messageIdDomain}>`
    : local;
}

/** Claims a message right before its handoff (send-gate.ts); false: it is not to go now. */
export type TClaim = (messageId: number) => Promise<boolean>;

/**
 * Renders one message, claims it (when `claim` is given; the row was read unclaimed) and sends
 * it; never throws (an error is an outcome). Undefined: the claim refused it (suppressed at the
 * moment of sending, or the provider asked to wait), so it was not handed over.
 */
export async function deliverOne(
  context: TDeliverContext,
  row: TClaimedMessage,
  now: () => Date,
  claim?: TClaim,
): Promise<TOutcome | undefined> {
  const base = { messageId: row.id, passportId: row.passport_id, address: row.address };
  const person = personalisationOf({ ...row, attributes: row.attributes ?? {} });
  let rendered: Record<string, string>;
  let headers: Record<string, string> | undefined;
  try {
    // An A/B test's contact gets their variant's content (experiments/experiment-content.ts).
    rendered = compiledForContact(context.compiled, row.passport_id).render(person);
  } catch (error) {
    // A template that breaks on this person's data fails this message, not the campaign.
    const detail = error instanceof TemplateError ? error.message : String(error);
    return failed(base, `template: ${detail}`, false);
  }
  if (context.compiled.kind === 'email') {
    const tracked = trackEmail(
      context.publicUrl,
      context.signer,
      {
        clientId: context.clientId,
        messageId: row.id,
        passportId: row.passport_id,
        marketing: !context.transactional,
      },
      { html: rendered.html, text: rendered.text },
      context.sender.emailTracking,
    );
    rendered = { ...rendered, ...definedOnly({ html: tracked.html, text: tracked.text }) };
    headers = tracked.headers;
  }
  const message: TRecipientMessage = {
    messageId: row.id,
    deliveryId: deliveryIdOf(context, row.id),
    passportId: row.passport_id,
    address: row.address,
    rendered,
    headers,
    person: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      mobile: person.mobile,
      attributes: person.attributes,
    },
  };
  // The sender's preparation (email: building and signing) runs while the claim is written; the
  // handoff itself waits for the claim.
  const handoff = context.sender.prepare?.(message) ?? (() => context.sender.send(message));
  let attempts = row.attempts;
  if (claim) {
    if (!(await claim(row.id))) return undefined;
    attempts += 1;
  }
  try {
    const result = await handoff();
    if (result.ok) {
      return {
        ...base,
        status: 'sent',
        providerMessageId: result.providerMessageId ?? null,
        error: null,
        nextAttemptAt: null,
        suppress: false,
      };
    }
    if (result.throttledForMs !== undefined) {
      return throttled(base, result.response, new Date(now().getTime() + result.throttledForMs));
    }
    if (result.permanent) return failed(base, result.response, true, context.channelId);
    if (result.final) return failed(base, result.response, false);
    return retryOrFail(base, attempts, result.response, now());
  } catch (error) {
    return retryOrFail(base, attempts, (error as Error).message ?? String(error), now());
  }
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

type TBase = Pick<TOutcome, 'messageId' | 'passportId' | 'address'>;

function failed(base: TBase, error: string, permanent: boolean, channelId?: number): TOutcome {
  return {
    ...base,
    // An email the server refused for good is a hard bounce; elsewhere an invalid address.
    status: permanent && channelId === CHANNEL_IDS_BY_NAME.email ? 'bounced' : 'failed',
    providerMessageId: null,
    error: error.slice(0, 500),
    nextAttemptAt: null,
    suppress: permanent,
  };
}

/** The provider asked to wait: the message waits with it, and the attempt does not count. */
function throttled(base: TBase, error: string, until: Date): TOutcome {
  return {
    ...base,
    status: 'queued',
    providerMessageId: null,
    error: error.slice(0, 500),
    nextAttemptAt: until,
    suppress: false,
    uncount: true,
  };
}

function retryOrFail(base: TBase, attempts: number, error: string, now: Date): TOutcome {
  if (attempts >= MAX_ATTEMPTS) return failed(base, error, false);
  return {
    ...base,
    status: 'queued',
    providerMessageId: null,
    error: error.slice(0, 500),
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    suppress: false,
  };
}

/** Runs `fn` over `items` with at most `limit` at a time, keeping the input order in the output. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      out[index] = await fn(items[index]!);
    }
  });
  await Promise.all(lanes);
  return out;
}
