import { sql } from 'kysely';
import {
  BUSY_STATUS_CODES,
  FINISHED_STATUS_CODES,
  LIST_ACTION_MSG,
  PAUSABLE_STATUS_CODES,
  RESUMABLE_STATUS_CODES,
  UNLAUNCHED_STATUS_CODES,
  type TCommunicationRow,
} from '@resonate/contracts/campaigns/communication-list';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { assertLicenceAllows } from '#/modules/licence/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { startCommunication } from '../engine/start-communication.ts';
import { departmentScope } from '../department-scope.ts';
import { selectCommunicationRow, type TListScope, type TTrx } from './communication-rows.ts';

type TLocked = { id: number; status: number; archived: boolean };

/** The scope's communication, locked for the change; another client's id is simply not found. */
export async function lockCommunication(
  trx: TTrx,
  scope: TListScope,
  communicationId: number,
): Promise<TLocked> {
  const { rows } = await sql<TLocked>`
    select c.id, c.status, c.archived_at is not null as archived
    from communications c
    where c.client_id = ${scope.clientId} and c.id = ${communicationId} ${departmentScope(scope)}
    for update`.execute(trx);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
  return row;
}

function refuse(message: string): never {
  throw new AppError('CONFLICT', message);
}

/** Changes allowed only on what the list shows (archived rows must be restored first). */
function assertLive(row: TLocked): void {
  if (row.archived) refuse(LIST_ACTION_MSG.archivedReadOnly);
}

/** Runs a checked change in one tenant transaction and answers the row as it is after it. */
async function change(
  deps: TCommunicationDeps,
  scope: TListScope,
  communicationId: number,
  apply: (trx: TTrx, row: TLocked) => Promise<unknown>,
): Promise<TCommunicationRow> {
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const row = await lockCommunication(trx, scope, communicationId);
    await apply(trx, row);
    const after = await selectCommunicationRow(trx, scope, communicationId);
    if (!after) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
    return after;
  });
}

function setStatus(trx: TTrx, clientId: number, id: number, status: number) {
  // No next run: the engine checks the status between batches and the sweep skips it.
  return trx
    .updateTable('communications')
    .set({ status, next_run_at: null, updated_at: new Date() })
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .execute();
}

/** POST Communication/PauseCommunication: under way -> Paused. */
export function pauseCommunication(deps: TCommunicationDeps, scope: TListScope, id: number) {
  return change(deps, scope, id, (trx, row) => {
    assertLive(row);
    if (!PAUSABLE_STATUS_CODES.includes(row.status)) refuse(COMM_MSG.cannotPause);
    return setStatus(trx, scope.clientId, id, STATUS.paused);
  });
}

/** POST Communication/CancelCommunication: anything launched and not finished -> Cancelled. */
export function cancelCommunication(deps: TCommunicationDeps, scope: TListScope, id: number) {
  return change(deps, scope, id, (trx, row) => {
    assertLive(row);
    if (FINISHED_STATUS_CODES.includes(row.status)) refuse(COMM_MSG.cannotCancel);
    if (UNLAUNCHED_STATUS_CODES.includes(row.status)) refuse(LIST_ACTION_MSG.draftNotCancellable);
    return setStatus(trx, scope.clientId, id, STATUS.cancelled);
  });
}

/** POST Communication/ArchiveCommunication: hides it; nothing that may still send. */
export function archiveCommunication(deps: TCommunicationDeps, scope: TListScope, id: number) {
  return change(deps, scope, id, (trx, row) => {
    if (row.archived) refuse(COMM_MSG.alreadyArchived);
    if (BUSY_STATUS_CODES.includes(row.status)) refuse(LIST_ACTION_MSG.busyNotArchivable);
    return trx
      .updateTable('communications')
      .set({ archived_at: new Date(), updated_at: new Date() })
      .where('client_id', '=', scope.clientId)
      .where('id', '=', id)
      .execute();
  });
}

/** POST Communication/RestoreCommunication: back in the list, with the status it had. */
export function restoreCommunication(deps: TCommunicationDeps, scope: TListScope, id: number) {
  return change(deps, scope, id, (trx, row) => {
    if (!row.archived) refuse(LIST_ACTION_MSG.notArchived);
    return trx
      .updateTable('communications')
      .set({ archived_at: null, updated_at: new Date() })
      .where('client_id', '=', scope.clientId)
      .where('id', '=', id)
      .execute();
  });
}

/**
 * POST Communication/ResumeCommunication: a paused communication (or an approved one whose
 * start failed) starts again; the engine works out the next run from its schedule and sets
 * the status. The check commits first: startCommunication runs its own transaction.
 */
export async function resumeCommunication(
  deps: TCommunicationDeps,
  scope: TListScope,
  id: number,
): Promise<TCommunicationRow> {
  await change(deps, scope, id, async (trx, row) => {
    assertLive(row);
    if (!RESUMABLE_STATUS_CODES.includes(row.status)) refuse(COMM_MSG.cannotResume);
    // Paused by a lapsed licence (or not): nothing resumes until the licence is renewed.
    await assertLicenceAllows(trx, scope.clientId, 'sending');
  });
  await startCommunication(deps, scope.clientId, id);
  const after = await withTenant(deps.db, { clientId: scope.clientId }, (trx) =>
    selectCommunicationRow(trx, scope, id),
  );
  if (!after) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
  return after;
}
