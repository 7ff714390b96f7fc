import { sql, type Kysely, type Transaction } from 'kysely';
import {
  EVENTS_MSG,
  type TIngestResult,
  type TRejectedEvent,
} from '@resonate/contracts/events/ingest';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { enqueueOptInConfirmations } from '#/jobs/opt-in-confirmation-job.ts';
import { eventsIngested } from '#/metrics/registry.ts';
import { markApiContactsPending } from '#/modules/audience/index.ts';
import { attributeConversions } from './attribute-conversions.ts';
import { mergeVisitor } from './merge-visitor.ts';
import {
  knownPersonRef,
  passportOf,
  personRef,
  resolvePassports,
  type TPersonRef,
} from './resolve-persons.ts';
import { checkEvents, type TCheckedEvent } from './validate-events.ts';
import { writeEvents, type TBandMove, type TEventRow } from './write-events.ts';

type TTrx = Transaction<DB>;

export type TIngestOptions = {
  /** The clock the time window is checked against (tests, replays). */
  now?: Date;
  /** Prepended to each eventId to make the stored key, so sources cannot collide (e.g. 'web:3:'). */
  keyPrefix?: string;
  /** For internal callers only: passport ids are their own devices' and taken as given. */
  trustPassportIds?: boolean;
  /** Whether an unknown email or mobile starts a new contact (default true). */
  createContacts?: boolean;
  /**
   * The caller is an integrator's API key (/api/v1/events, Segment's track, identify, page and
   * batch): a contact the batch makes by email follows the client's opt-in choice for the API,
   * as one of POST /api/v1/contacts does (double: pending, its confirmation mail queued on
   * `queue` after the commit). Not for a caller's own transaction.
   */
  apiOptIn?: { queue?: PgBoss };
};

/** What one pass stored, and how many new contacts wait for a confirmation mail. */
type TIngested = { result: TIngestResult; pendingOptIns: number };

/** Deadlocks and serialisation failures: the whole call is retried in a new transaction. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Ingests a batch of events for one client: each is checked on its own (a bad one is reported
 * by index with its reason, the good ones are kept), its person resolved onto a passport id,
 * stored idempotently by eventId and counted in every rollup, all in one transaction. Given a
 * transaction (a caller already inside withTenant for this client) it runs in that one.
 */
export async function ingestEvents(
  db: Kysely<DB>,
  clientId: number,
  events: unknown[],
  options: TIngestOptions = {},
): Promise<TIngestResult> {
  const now = options.now ?? new Date();
  const { checked, rejected } = checkEvents(events, now);
  if (db.isTransaction) {
    await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(db);
    // Counted as the caller's transaction answers (it may still roll back: a rate, not a ledger).
    const { result } = await ingestChecked(db as TTrx, clientId, checked, rejected, {
      ...options,
      now,
    });
    return counted(result);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { result, pendingOptIns } = await withTenant(db, { clientId }, (trx) =>
        ingestChecked(trx, clientId, checked, [...rejected], { ...options, now }),
      );
      const queue = options.apiOptIn?.queue;
      if (pendingOptIns > 0 && queue) await enqueueOptInConfirmations(queue, clientId);
      return counted(result);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** resonate_events_ingested_total by outcome, once the batch is stored. */
function counted(result: TIngestResult): TIngestResult {
  eventsIngested.inc({ outcome: 'accepted' }, result.accepted);
  eventsIngested.inc({ outcome: 'duplicate' }, result.duplicates);
  eventsIngested.inc({ outcome: 'rejected' }, result.rejected.length);
  return result;
}

type TCommunication = { id: number; department_id: number | null; channel_id: number };

async function ingestChecked(
  trx: TTrx,
  clientId: number,
  checked: TCheckedEvent[],
  rejected: TRejectedEvent[],
  options: TIngestOptions & { now: Date },
): Promise<TIngested> {
  const reject = (event: TCheckedEvent, reason: string) =>
    rejected.push({ index: event.index, eventId: event.eventId, reason });

  const communications = await findCommunications(trx, clientId, checked);
  const placed: { event: TCheckedEvent; communication: TCommunication | undefined }[] = [];
  for (const event of checked) {
    const communication =
      event.communicationId === null ? undefined : communications.get(event.communicationId);
    if (event.communicationId !== null && !communication) {
      reject(event, EVENTS_MSG.unknownCommunication);
    } else if (
      communication &&
      event.channelId !== null &&
      event.channelId !== communication.channel_id
    ) {
      reject(event, EVENTS_MSG.channelMismatch);
    } else {
      placed.push({ event, communication });
    }
  }

  const refs: TPersonRef[] = [];
  for (const { event } of placed) {
    const ref = event.type === 'identify' ? knownPersonRef(event.person) : personRef(event.person);
    if (ref) refs.push(ref);
    if (event.type === 'identify' && event.person.anonymousId) {
      refs.push({ kind: 'anonymous', value: event.person.anonymousId });
    }
  }
  const { passports, newEmailContacts } = await resolvePassports(trx, clientId, refs, options);
  const pendingOptIns = options.apiOptIn
    ? await markApiContactsPending(trx, clientId, newEmailContacts)
    : 0;

  // Identifies first, in batch order; a merged visitor's events of this batch follow it:
  // `merged` maps a passport whose history moved to where it went.
  const moves: TBandMove[] = [];
  const merged = new Map<string, string>();
  const current = (passport: string) => {
    let found = passport;
    for (let hops = 0; hops < 20 && merged.has(found); hops += 1) found = merged.get(found)!;
    return found;
  };
  let identified = 0;
  for (const { event } of placed) {
    if (event.type !== 'identify') continue;
    const target = passportOf(passports, knownPersonRef(event.person)!);
    if (typeof target !== 'string') {
      reject(event, target.reason);
      continue;
    }
    const anonymousId = event.person.anonymousId!;
    const person = current(target);
    const outcome = await mergeVisitor(trx, clientId, anonymousId, person, options.now);
    passports.set(`anonymous:${anonymousId}`, person);
    if (outcome.from) merged.set(outcome.from, person);
    moves.push(...outcome.moves);
    identified += 1;
  }

  const rows: TEventRow[] = [];
  for (const { event, communication } of placed) {
    if (event.type === 'identify') continue;
    const passport = passportOf(passports, personRef(event.person)!);
    if (typeof passport !== 'string') {
      reject(event, passport.reason);
      continue;
    }
    rows.push({
      eventKey: `${options.keyPrefix ?? ''}${event.eventId}`,
      passportId: current(passport),
      type: event.type,
      channelId: event.channelId ?? communication?.channel_id ?? null,
      communicationId: event.communicationId,
      departmentId: communication?.department_id ?? null,
      revenue: event.revenue,
      cost: event.cost,
      leadSource: event.leadSource,
      occurredAt: event.occurredAt,
      properties: event.properties,
    });
  }
  // A conversion naming no communication is credited to the person's last click.
  await attributeConversions(trx, clientId, rows);
  const inserted = await writeEvents(trx, clientId, rows, moves);
  rejected.sort((a, b) => a.index - b.index);
  return {
    result: { accepted: inserted + identified, duplicates: rows.length - inserted, rejected },
    pendingOptIns,
  };
}

async function findCommunications(
  trx: TTrx,
  clientId: number,
  events: TCheckedEvent[],
): Promise<Map<number, TCommunication>> {
  const ids = [
    ...new Set(events.flatMap((event) => (event.communicationId ? [event.communicationId] : []))),
  ];
  if (ids.length === 0) return new Map();
  const found = await trx
    .selectFrom('communications')
    .select(['id', 'department_id', 'channel_id'])
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .execute();
  return new Map(found.map((row) => [row.id, row]));
}
