import { sql } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { ZGetJourneysRequestSchema } from '@resonate/contracts/campaigns/journeys';
import {
  JOURNEY_MSG,
  type TJourney,
  type TJourneyGraph,
  type TJourneySummary,
  type TJourneyValidation,
} from '@resonate/contracts/campaigns/journeys';
import type { z } from 'zod';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertLicenceAllows } from '#/modules/licence/index.ts';
import { containsPattern } from '../list/get-communications.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { inDepartmentScope } from '../department-scope.ts';
import {
  graphOf,
  journeyView,
  loadJourney,
  summaryOf,
  totalsOf,
  type TJourneyRow,
  type TTrx,
} from './journey-repository.ts';
import { requestTick } from './runtime/journey-queue.ts';
import { setSendNodesStatus, syncSendNodes } from './send-nodes.ts';
import { validateJourneyGraph } from './validate-journey.ts';

type TScope = Pick<TAuthContext, 'clientId' | 'departmentId' | 'userId'>;

/** POST Communication/GetJourneys: newest change first; archived ones only when asked for. */
export async function getJourneys(
  deps: TCommunicationDeps,
  auth: TScope,
  body: z.output<typeof ZGetJourneysRequestSchema>,
): Promise<{ journeys: TJourneySummary[]; total: number }> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // A department session sees its department's journeys, as the communication list does.
    let query = trx
      .selectFrom('journeys')
      .where('client_id', '=', auth.clientId)
      .where(inDepartmentScope(auth));
    query = body.status
      ? query.where('status', '=', body.status)
      : query.where('status', '!=', 'archived');
    if (body.search) query = query.where('name', 'ilike', containsPattern(body.search));
    const count = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
    const rows = (await query
      .select([
        'id',
        'name',
        'status',
        'graph',
        'reentry',
        'version',
        'created_at',
        'updated_at',
        'activated_at',
        'department_id',
      ])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize)
      .execute()) as TJourneyRow[];
    const totals = await totalsOf(
      trx,
      auth.clientId,
      rows.map((r) => Number(r.id)),
    );
    return {
      journeys: rows.map((r) => summaryOf(r, totals.get(Number(r.id)))),
      total: count?.n ?? 0,
    };
  });
}

export function getJourney(
  deps: TCommunicationDeps,
  auth: TScope,
  journeyId: number,
): Promise<TJourney> {
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    journeyView(trx, auth, journeyId),
  );
}

export type TSaveJourney = {
  journeyId?: number;
  version?: number;
  name: string;
  graph: TJourneyGraph;
  reentry: TJourney['reentry'];
};

/**
 * POST Communication/SaveJourney: creates a draft, or replaces name, graph and re-entry of a
 * draft or paused journey whose version is the one the caller read (else 409). Saving a paused
 * journey makes entries on steps that no longer exist exit ('step removed') and recounts.
 */
export async function saveJourney(
  deps: TCommunicationDeps,
  auth: TScope,
  body: TSaveJourney,
): Promise<TJourney> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if (body.journeyId === undefined) {
      const row = await trx
        .insertInto('journeys')
        .values({
          client_id: auth.clientId,
          department_id: auth.departmentId || null,
          name: body.name,
          graph: JSON.stringify(body.graph),
          reentry: JSON.stringify(body.reentry),
          created_by: auth.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return journeyView(trx, auth, Number(row.id));
    }
    const current = await loadJourney(trx, auth, body.journeyId, true);
    if (current.status !== 'draft' && current.status !== 'paused') {
      throw new AppError('CONFLICT', JOURNEY_MSG.notEditable);
    }
    if (body.version !== undefined && body.version !== current.version) {
      throw new AppError('CONFLICT', JOURNEY_MSG.stale);
    }
    await trx
      .updateTable('journeys')
      .set({
        name: body.name,
        graph: JSON.stringify(body.graph),
        reentry: JSON.stringify(body.reentry),
        version: current.version + 1,
        updated_at: new Date(),
      })
      .where('client_id', '=', auth.clientId)
      .where('id', '=', body.journeyId)
      .execute();
    await exitRemovedSteps(trx, auth.clientId, body.journeyId, body.graph);
    return journeyView(trx, auth, body.journeyId);
  });
}

/**
 * Entries standing on a step that is no longer in the graph exit cleanly ('step removed');
 * then every node's current count is recounted from the entries, and counts of removed steps go.
 */
async function exitRemovedSteps(
  trx: TTrx,
  clientId: number,
  journeyId: number,
  graph: TJourneyGraph,
) {
  const ids = graph.nodes.map((n) => n.id);
  await sql`update journey_entries set state = 'exited', exit_reason = 'step removed',
      wake_at = null, finished_at = now(), updated_at = now()
    where client_id = ${clientId} and journey_id = ${journeyId}
      and state in ('active', 'waiting') and node_id <> all(${ids}::text[])`.execute(trx);
  await sql`delete from journey_node_counts where client_id = ${clientId} and journey_id = ${journeyId}
      and node_id <> all(${ids}::text[])`.execute(trx);
  await sql`update journey_node_counts n set current = coalesce((select count(*) from journey_entries e
      where e.client_id = n.client_id and e.journey_id = n.journey_id and e.node_id = n.node_id
        and e.state in ('active', 'waiting')), 0)
    where n.client_id = ${clientId} and n.journey_id = ${journeyId}`.execute(trx);
}

/** POST Communication/ValidateJourney: the stored graph, or one sent along (not saved). */
export async function validateJourney(
  deps: TCommunicationDeps,
  auth: TScope,
  body: { journeyId?: number; graph?: TJourneyGraph },
): Promise<TJourneyValidation> {
  let graph = body.graph;
  if (!graph) {
    if (body.journeyId === undefined) throw new AppError('BAD_REQUEST', JOURNEY_MSG.notFound);
    const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
      loadJourney(trx, auth, body.journeyId!),
    );
    graph = graphOf(row);
  }
  const errors = await validateJourneyGraph(deps, auth.clientId, graph);
  return { valid: Object.keys(errors).length === 0, errors };
}

async function assertValid(deps: TCommunicationDeps, clientId: number, graph: TJourneyGraph) {
  const errors = await validateJourneyGraph(deps, clientId, graph);
  if (Object.keys(errors).length > 0)
    throw new AppError('BAD_REQUEST', JOURNEY_MSG.invalid, { errors });
}

/** StartJourney (draft -> active) and ResumeJourney (paused -> active): validated first. */
async function activate(
  deps: TCommunicationDeps,
  auth: TScope,
  journeyId: number,
  from: 'draft' | 'paused',
): Promise<TJourney> {
  const stored = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // A lapsed licence stops journeys: refused before anything about the journey itself.
    await assertLicenceAllows(trx, auth.clientId, 'journeys');
    return loadJourney(trx, auth, journeyId);
  });
  if (stored.status !== from) {
    throw new AppError(
      'CONFLICT',
      from === 'draft' ? JOURNEY_MSG.cannotStart : JOURNEY_MSG.cannotResume,
    );
  }
  await assertValid(deps, auth.clientId, graphOf(stored));
  const journey = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadJourney(trx, auth, journeyId, true);
    // Changed between the check and the lock: the caller reloads and tries again.
    if (row.status !== from || row.version !== stored.version) {
      throw new AppError('CONFLICT', JOURNEY_MSG.stale);
    }
    const graph = graphOf(row);
    await syncSendNodes(
      trx,
      {
        clientId: auth.clientId,
        journeyId,
        name: row.name,
        departmentId: row.department_id,
        userId: auth.userId,
      },
      graph,
      STATUS.sending,
    );
    if (from === 'draft') {
      // Triggers count from now: joins after this instant, events after the newest one now.
      await sql`update journeys set status = 'active', activated_at = now(), updated_at = now(),
          join_watermark = now(),
          event_watermark = coalesce((select max(id) from contact_events where client_id = ${auth.clientId}), 0)
        where client_id = ${auth.clientId} and id = ${journeyId}`.execute(trx);
    } else {
      await exitRemovedSteps(trx, auth.clientId, journeyId, graph);
      await sql`update journeys set status = 'active', updated_at = now()
        where client_id = ${auth.clientId} and id = ${journeyId}`.execute(trx);
    }
    return journeyView(trx, auth, journeyId);
  });
  await requestTick(deps.queue);
  return journey;
}

export const startJourney = (deps: TCommunicationDeps, auth: TScope, journeyId: number) =>
  activate(deps, auth, journeyId, 'draft');
export const resumeJourney = (deps: TCommunicationDeps, auth: TScope, journeyId: number) =>
  activate(deps, auth, journeyId, 'paused');

/** POST Communication/PauseJourney: entries stay where they are; nothing moves until resumed. */
export function pauseJourney(
  deps: TCommunicationDeps,
  auth: TScope,
  journeyId: number,
): Promise<TJourney> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadJourney(trx, auth, journeyId, true);
    if (row.status !== 'active') throw new AppError('CONFLICT', JOURNEY_MSG.cannotPause);
    await sql`update journeys set status = 'paused', updated_at = now()
      where client_id = ${auth.clientId} and id = ${journeyId}`.execute(trx);
    await setSendNodesStatus(trx, auth.clientId, journeyId, STATUS.paused);
    return journeyView(trx, auth, journeyId);
  });
}

/** POST Communication/ArchiveJourney: every entry still under way exits; final. */
export function archiveJourney(
  deps: TCommunicationDeps,
  auth: TScope,
  journeyId: number,
): Promise<TJourney> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadJourney(trx, auth, journeyId, true);
    if (row.status === 'archived') throw new AppError('CONFLICT', JOURNEY_MSG.alreadyArchived);
    await sql`update journey_entries set state = 'exited', exit_reason = 'journey archived',
        wake_at = null, finished_at = now(), updated_at = now()
      where client_id = ${auth.clientId} and journey_id = ${journeyId}
        and state in ('active', 'waiting')`.execute(trx);
    await sql`update journey_node_counts set current = 0
      where client_id = ${auth.clientId} and journey_id = ${journeyId}`.execute(trx);
    await sql`update journeys set status = 'archived', archived_at = now(), updated_at = now()
      where client_id = ${auth.clientId} and id = ${journeyId}`.execute(trx);
    await setSendNodesStatus(trx, auth.clientId, journeyId, STATUS.completed);
    return journeyView(trx, auth, journeyId);
  });
}
