import { sql, type Kysely, type Transaction } from 'kysely';
import { CONSENT_CHANNELS } from '@resonate/contracts/audience/contact-fields';
import { addressKindOf } from '@resonate/contracts/campaigns/content';
import {
  SOFT_BOUNCE_LIMIT,
  type TBounceIgnoredReason,
  type TBounceKind,
  type TBounceReport,
} from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import {
  ingestMessageEvents,
  type TTrackedMessage,
  suppressAddresses,
} from '#/modules/tracking/index.ts';
import type { TVerpRef } from './verp.ts';

type TTrx = Transaction<DB>;

export type TBounceOutcome =
  { handled: TBounceKind; suppressed: boolean } | { ignored: TBounceIgnoredReason };

/** Everything in contacts.consent set to 'unsubscribed': every marketing channel at once. */
const ALL_UNSUBSCRIBED = JSON.stringify(
  Object.fromEntries(CONSENT_CHANNELS.map((channel) => [channel, 'unsubscribed'])),
);

async function softBouncesOf(trx: TTrx, clientId: number, message: TTrackedMessage) {
  const row = await trx
    .selectFrom('bounce_reports as b')
    .innerJoin('messages as m', (join) =>
      join.onRef('m.client_id', '=', 'b.client_id').onRef('m.id', '=', 'b.message_id'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('b.client_id', '=', clientId)
    .where('b.kind', '=', 'soft')
    .where('m.channel_id', '=', message.channel_id)
    .where('m.address', '=', message.address)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function act(trx: TTrx, clientId: number, message: TTrackedMessage, kind: TBounceKind) {
  if (kind === 'complaint') {
    await suppressAddresses(trx, clientId, [{ message, reason: 'complaint' }]);
    await trx
      .updateTable('contacts')
      .set({ consent: sql`consent || ${ALL_UNSUBSCRIBED}::jsonb`, updated_at: sql`now()` })
      .where('client_id', '=', clientId)
      .where('passport_id', '=', message.passport_id)
      .execute();
    return true;
  }
  const dead =
    kind === 'hard' || (await softBouncesOf(trx, clientId, message)) >= SOFT_BOUNCE_LIMIT;
  if (!dead) return false;
  await trx
    .updateTable('messages')
    .set({ status: 'bounced', updated_at: sql`now()` })
    .where('client_id', '=', clientId)
    .where('id', '=', message.id)
    .execute();
  // A number or device that can never take a message (a provider's callback) is not a mailbox.
  const reason = addressKindOf(message.channel_id) === 'email' ? 'hard_bounce' : 'invalid_address';
  await suppressAddresses(trx, clientId, [{ message, reason }]);
  return true;
}

type TEvents = Parameters<typeof ingestMessageEvents>[2][number][];

async function handleOne(
  trx: TTrx,
  clientId: number,
  item: { messageId: number; report: TBounceReport },
  events: TEvents,
): Promise<TBounceOutcome> {
  const { report } = item;
  const message = await trx
    .selectFrom('messages')
    .select(['id', 'communication_id', 'channel_id', 'passport_id', 'address'])
    .where('client_id', '=', clientId)
    .where('id', '=', item.messageId)
    .executeTakeFirst();
  if (!message) return { ignored: 'unknownMessage' };
  const fresh = await trx
    .insertInto('bounce_reports')
    .values({
      client_id: clientId,
      message_id: message.id,
      kind: report.kind,
      status: report.status ?? null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('message_id')
    .executeTakeFirst();
  if (!fresh) return { ignored: 'replay' };
  const suppressed = await act(trx, clientId, message, report.kind);
  const properties = {
    kind: report.kind,
    ...(report.status ? { status: report.status } : {}),
    ...(report.detail ? { detail: report.detail } : {}),
  };
  const type = report.kind === 'complaint' ? 'complained' : 'bounced';
  events.push({ message, type, properties });
  return { handled: report.kind, suppressed };
}

/**
 * The one place a bounce or complaint acts, whatever way it came in (SMTP, IMAP, a provider
 * webhook, the Generic, DSN and Twilio delivery callbacks). The message is the one the verified VERP token names, inside that token's client
 * only, and the address acted on is the one the message was sent to, never the report's: a
 * report cannot reach another contact. A hard bounce suppresses at once; soft ones after
 * SOFT_BOUNCE_LIMIT distinct messages to the address; a complaint suppresses the address and
 * unsubscribes the contact from every marketing channel. Each lands on the contact's timeline
 * and the communication's figures (bounced, complained). The same report twice is a replay.
 * A batch of one client's reports shares one transaction (and one update of the figures).
 */
export async function handleBounces(
  db: Kysely<DB>,
  clientId: number,
  items: readonly { messageId: number; report: TBounceReport }[],
): Promise<TBounceOutcome[]> {
  const now = new Date();
  return withTenant(db, { clientId }, async (trx) => {
    const events: TEvents = [];
    const outcomes: TBounceOutcome[] = [];
    for (const item of items) outcomes.push(await handleOne(trx, clientId, item, events));
    await ingestMessageEvents(trx, clientId, events, now);
    return outcomes;
  });
}

/** One report (see handleBounces). */
export async function handleBounce(
  db: Kysely<DB>,
  ref: TVerpRef,
  report: TBounceReport,
): Promise<TBounceOutcome> {
  const [outcome] = await handleBounces(db, ref.clientId, [{ messageId: ref.messageId, report }]);
  return outcome!;
}
