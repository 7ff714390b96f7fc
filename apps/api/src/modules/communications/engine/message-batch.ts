import { sql, type Kysely } from 'kysely';
import { addressKindOf } from '@resonate/contracts/campaigns/content';
import type { DB } from '#/db/schema.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import { withTenant } from '#/db/tenant.ts';
import { ingestEvents } from '#/modules/events/index.ts';

/** A queued message claimed for sending, with the contact fields it is personalised with. */
export type TClaimedMessage = {
  id: number;
  passport_id: string;
  address: string;
  attempts: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  attributes: Record<string, unknown>;
};

export type TRunRef = {
  clientId: number;
  communicationId: number;
  runNo: number;
  /**
   * The run's stamp (communications.run_started_at): every message of the run carries it as its
   * created_at, the column messages are partitioned by month on. Naming it lets PostgreSQL plan
   * only the run's partition instead of every month's; null (a test's hand-made run): all.
   */
  stamp?: Date | null;
};

/** The created_at span of the messages a statement touches (see TRunRef.stamp). */
export type TCreatedRange = { from: Date; to: Date };

/** A run's messages' created_at span, when the run's stamp is known. */
export function runCreatedRange(run: TRunRef): TCreatedRange | null {
  return run.stamp ? { from: run.stamp, to: run.stamp } : null;
}

/** `and <alias>.created_at between ...` for a known span; nothing otherwise. */
export function createdWithin(alias: string, range: TCreatedRange | null | undefined) {
  return range
    ? sql`and ${sql.ref(`${alias}.created_at`)} between ${range.from} and ${range.to}`
    : sql``;
}

/**
 * Rows left 'sending' by a worker that died between claiming them (right before the handoff)
 * and marking the adapter's answer: the only ambiguous ones (the provider may or may not have
 * taken them), at most the worker's concurrency. The caller holds the communication's run
 * lock, so no live worker owns them; they go back to 'queued', counted in `in_doubt`, and are
 * sent once more with the same delivery id (email Message-ID, HTTP Idempotency-Key).
 */
export async function requeueAmbiguous(db: Kysely<DB>, run: TRunRef): Promise<number> {
  const result = await withTenant(db, { clientId: run.clientId }, (trx) =>
    trx
      .updateTable('messages')
      .set({
        status: 'queued',
        error: 'sent again after a worker stopped',
        in_doubt: sql<number>`in_doubt + 1`,
        updated_at: new Date(),
      })
      .where('client_id', '=', run.clientId)
      .where('communication_id', '=', run.communicationId)
      .where('run_no', '=', run.runNo)
      .where('status', '=', 'sending')
      .$if(!!run.stamp, (q) => q.where('created_at', '=', run.stamp!))
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows);
}

/**
 * Up to `limit` queued messages whose retry time has come, with the contact fields they are
 * rendered with. Reading them claims nothing: each one is claimed on its own right before its
 * handoff (send-gate.ts), so a crash never leaves a batch in doubt.
 */
export async function pendingMessages(
  db: Kysely<DB>,
  run: TRunRef,
  limit: number,
  /** The engine's clock, which a not-before time (quiet hours) is read against. */
  at?: Date,
): Promise<TClaimedMessage[]> {
  if (limit <= 0) return [];
  return withTenant(db, { clientId: run.clientId }, async (trx) => {
    const result = await sql<TClaimedMessage>`
      select m.id, m.passport_id, m.address, m.attempts,
        coalesce(c.first_name, '') as first_name, coalesce(c.last_name, '') as last_name,
        c.email, c.mobile, coalesce(c.attributes, '{}'::jsonb) as attributes
      from messages m
      left join contacts c on c.client_id = ${run.clientId} and c.passport_id = m.passport_id
      where m.client_id = ${run.clientId} and m.communication_id = ${run.communicationId}
        and m.run_no = ${run.runNo} and m.status = 'queued'
        and (m.next_attempt_at is null or m.next_attempt_at <= now())
        and (m.not_before is null or m.not_before <= ${at ?? sql`now()`})
        ${createdWithin('m', runCreatedRange(run))}
      order by m.id
      limit ${limit}`.execute(trx);
    return result.rows;
  });
}

/** When a run has queued messages only waiting for their retry or not-before time: the soonest. */
export async function nextRetryAt(db: Kysely<DB>, run: TRunRef): Promise<Date | null> {
  return withTenant(db, { clientId: run.clientId }, async (trx) => {
    const row = await trx
      .selectFrom('messages')
      // A message held until a not-before time (quiet hours) is due no sooner than that.
      .select(
        sql<Date | null>`min(greatest(coalesce(next_attempt_at, now()), not_before))`.as('at'),
      )
      .where('client_id', '=', run.clientId)
      .where('communication_id', '=', run.communicationId)
      .where('run_no', '=', run.runNo)
      .where('status', '=', 'queued')
      .$if(!!run.stamp, (q) => q.where('created_at', '=', run.stamp!))
      .executeTakeFirst();
    return row?.at ?? null;
  });
}

export type TOutcome = {
  messageId: number;
  passportId: string;
  address: string;
  status: 'sent' | 'failed' | 'bounced' | 'queued';
  providerMessageId: string | null;
  error: string | null;
  /** A retry's time, for status 'queued'. */
  nextAttemptAt: Date | null;
  /** Suppress the address on the channel (hard bounce, invalid number). */
  suppress: boolean;
  /** The provider asked to wait (429): this attempt does not count towards MAX_ATTEMPTS. */
  uncount?: boolean;
};

export type TFinishContext = TRunRef & {
  channelId: number;
  /** What one message costs, in major units (event cost). */
  unitCost: number;
  sentAt: Date;
};

/**
 * Marks a batch's outcomes in one transaction: message rows, suppressions for permanent
 * failures, and a 'sent' event per sent message through ingestEvents (idempotent by the
 * message id), so the dashboard and the list count them the moment they are marked.
 */
export async function finishBatch(
  db: Kysely<DB>,
  context: TFinishContext,
  outcomes: readonly TOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await withTenant(db, { clientId: context.clientId }, (trx) =>
    markOutcomes(trx, context, outcomes),
  );
}

/**
 * finishBatch's writes, inside the caller's tenant transaction (the send gate's flush); the
 * 'sent' events too unless `withEvents` is false (the gate then ingests them in batches).
 */
export async function markOutcomes(
  trx: TTrx,
  context: TFinishContext,
  outcomes: readonly TOutcome[],
  withEvents = true,
): Promise<void> {
  if (outcomes.length === 0) return;
  const { clientId } = context;
  await markUpdateSql(clientId, context.sentAt, outcomes).execute(trx);

  await suppressOutcomes(trx, context, outcomes);
  if (withEvents) await ingestSentEvents(trx, context, outcomes);
}

/** Suppressions for permanent failures (hard bounce, invalid number). */
export async function suppressOutcomes(
  trx: TTrx,
  context: Pick<TFinishContext, 'clientId' | 'channelId' | 'communicationId'>,
  outcomes: readonly TOutcome[],
): Promise<void> {
  const { clientId } = context;
  const suppressed = outcomes.filter((o) => o.suppress);
  if (suppressed.length > 0) {
    const reason = addressKindOf(context.channelId) === 'email' ? 'hard_bounce' : 'invalid_address';
    await trx
      .insertInto('suppressions')
      .values(
        suppressed.map((o) => ({
          client_id: clientId,
          channel_id: context.channelId,
          address_hash: sql<Buffer>`keyed_address_hash(${o.address})`,
          reason,
          communication_id: context.communicationId,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** A 'sent' event per sent outcome, idempotent by the message id (so a repeat counts nothing). */
export async function ingestSentEvents(
  trx: TTrx,
  context: TFinishContext,
  outcomes: readonly Pick<TOutcome, 'messageId' | 'passportId' | 'status'>[],
): Promise<void> {
  const { clientId } = context;
  const sent = outcomes.filter((o) => o.status === 'sent');
  if (sent.length > 0) {
    const occurredAt = context.sentAt.toISOString();
    await ingestEvents(
      trx,
      clientId,
      sent.map((o) => ({
        eventId: `${o.messageId}:sent`,
        type: 'sent',
        occurredAt,
        person: { passportId: o.passportId },
        channelId: context.channelId,
        communicationId: context.communicationId,
        ...(context.unitCost > 0 ? { cost: context.unitCost } : {}),
      })),
      // The engine's clock: its events happen when it says (tests and replays run it ahead).
      { trustPassportIds: true, keyPrefix: 'send:', createContacts: false, now: context.sentAt },
    );
  }
}

/**
 * The 'sent' events a stopped worker had not yet written (the send gate writes them in batches
 * after the messages are marked): every sent message of the run without its event gets it now,
 * at its own sent_at. Run at restart, under the run lock.
 */
export async function ingestMissedSentEvents(
  db: Kysely<DB>,
  context: Omit<TFinishContext, 'sentAt'>,
): Promise<number> {
  const { clientId } = context;
  return withTenant(db, { clientId }, async (trx) => {
    const missed = await sql<{ id: number; passport_id: string; sent_at: Date }>`
      select m.id, m.passport_id, m.sent_at from messages m
      where m.client_id = ${clientId} and m.communication_id = ${context.communicationId}
        and m.run_no = ${context.runNo} and m.status in ('sent', 'delivered')
        and not exists (select 1 from contact_events e where e.client_id = m.client_id
          and e.event_key = 'send:' || m.id || ':sent')`.execute(trx);
    const bySentAt = new Map<number, TSentRef[]>();
    for (const row of missed.rows) {
      const at = row.sent_at.getTime();
      const ref: TSentRef = { messageId: row.id, passportId: row.passport_id, status: 'sent' };
      bySentAt.set(at, [...(bySentAt.get(at) ?? []), ref]);
    }
    for (const [at, outcomes] of bySentAt) {
      await ingestSentEvents(trx, { ...context, sentAt: new Date(at) }, outcomes);
    }
    return missed.rows.length;
  });
}

type TSentRef = Pick<TOutcome, 'messageId' | 'passportId' | 'status'>;

/** The UPDATE that marks outcomes on their rows (also a CTE of the send gate's one statement). */
export function markUpdateSql(
  clientId: number,
  sentAt: Date,
  outcomes: readonly TOutcome[],
  created?: TCreatedRange | null,
) {
  return sql`update messages m set status = o.status, provider_message_id = o.provider_id,
      error = o.error, next_attempt_at = o.next_attempt_at, updated_at = now(),
      attempts = greatest(0, m.attempts - o.uncount::int),
      sent_at = case when o.status = 'sent' then ${sentAt}::timestamptz else m.sent_at end
    from unnest(${outcomes.map((o) => o.messageId)}::bigint[],
      ${outcomes.map((o) => o.status)}::text[],
      ${outcomes.map((o) => o.providerMessageId)}::text[],
      ${outcomes.map((o) => o.error)}::text[],
      ${outcomes.map((o) => o.nextAttemptAt?.toISOString() ?? null)}::timestamptz[],
      ${outcomes.map((o) => o.uncount === true)}::boolean[])
      as o(id, status, provider_id, error, next_attempt_at, uncount)
    where m.client_id = ${clientId} and m.id = o.id ${createdWithin('m', created)}`;
}
