import { sql } from 'kysely';
import type { TCommunicationDeps } from '../../deps.ts';
import { advanceDue } from './advance.ts';
import { enrol } from './enrol.ts';
import { loadRuntimeJourney } from './runtime-journey.ts';

export type TTickResult = { journeys: number; entered: number; moved: number };

/**
 * The journeys' clock (a pg-boss schedule every minute, a queued job after each change, and
 * tests with a controllable `now`): for every active journey of every client, enrol what its
 * trigger brings, then move every due entry. Restart-safe: all state is in the database, each
 * journey is worked under a session advisory lock (a second worker skips it) and every write
 * is idempotent by its key.
 */
export async function tickJourneys(
  deps: TCommunicationDeps,
  now: Date = new Date(),
  /** Aborted when the worker stops: the journeys not reached wait for the next tick. */
  signal?: AbortSignal,
): Promise<TTickResult> {
  const due = await sql<{ client_id: number; journey_id: number }>`
    select client_id, journey_id from journeys_due()`.execute(deps.db);
  const total: TTickResult = { journeys: 0, entered: 0, moved: 0 };
  for (const row of due.rows) {
    if (signal?.aborted) break;
    const clientId = Number(row.client_id);
    const journeyId = Number(row.journey_id);
    // One journey that cannot move (its list deleted) must not hold up the others.
    const result = await tickJourney(deps, clientId, journeyId, now).catch((error: unknown) => {
      deps.log.error({ err: error, clientId, journeyId }, 'journey tick failed');
      return undefined;
    });
    if (!result) continue;
    total.journeys += 1;
    total.entered += result.entered;
    total.moved += result.moved;
  }
  return total;
}

/** One journey's tick; undefined when another worker holds it or it is not active. */
export async function tickJourney(
  deps: TCommunicationDeps,
  clientId: number,
  journeyId: number,
  now: Date,
): Promise<{ entered: number; moved: number } | undefined> {
  const lockKey = `journey-tick:${clientId}:${journeyId}`;
  return deps.db.connection().execute(async (conn) => {
    const locked = await sql<{ ok: boolean }>`
      select pg_try_advisory_lock(hashtextextended(${lockKey}, 0)) as ok`.execute(conn);
    if (!locked.rows[0]?.ok) return undefined;
    try {
      const journey = await loadRuntimeJourney(deps, clientId, journeyId);
      if (!journey || journey.status !== 'active') return undefined;
      const entered = await enrol(deps, journey, now);
      // Enrolment moved the watermarks; advancing reads only the graph and send rows.
      const moved = await advanceDue(deps, journey, now);
      return { entered, moved };
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${lockKey}, 0))`.execute(conn);
    }
  });
}
