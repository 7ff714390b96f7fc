import { sql } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { isInDepartmentScope, type TDepartmentScope } from '../department-scope.ts';
import { startCommunication } from '../engine/start-communication.ts';
import { findUser } from './approvers.ts';
import {
  isUserOfClient,
  listPageUrl,
  notifyApproval,
  type TApprovalDeps,
} from './notify-approval.ts';

export type TDecision = 'approved' | 'rejected';
type TCaller = TDepartmentScope & { userId: number };

/**
 * Records one approver's decision and tells the creator. One decision is enough: the update
 * only happens while the communication is still Pending approval, under a row lock, so two
 * approvers deciding at once cannot both win. Approved -> status Approved, then the engine
 * starts it (after the commit: startCommunication runs its own transaction); rejected ->
 * Rejected with the note, which makes it editable again.
 */
export async function decideApproval(
  deps: TApprovalDeps,
  caller: TCaller,
  body: { communicationId: number; note?: string },
  decision: TDecision,
): Promise<{ communicationId: number; status: number }> {
  const id = body.communicationId;
  const note = body.note ? body.note : null;
  const deliver = await withTenant(deps.db, { clientId: caller.clientId }, async (trx) => {
    const row = await trx
      .selectFrom('communications')
      .select(['name', 'status', 'approver_ids', 'created_by', 'department_id'])
      .where('client_id', '=', caller.clientId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const named = row !== undefined && row.approver_ids.map(Number).includes(caller.userId);
    // A named approver decides whatever the session's department (GetPendingApprovals lists
    // theirs from every department); to anyone else another department's id is not found.
    if (!row || (!named && !isInDepartmentScope(caller, row.department_id))) {
      throw new AppError('NOT_FOUND', COMM_MSG.notFound);
    }
    if (!named) throw new AppError('FORBIDDEN', COMM_MSG.notAnApprover);
    if (row.status !== STATUS.pending_approval) throw new AppError('CONFLICT', COMM_MSG.notPending);

    const now = new Date();
    await trx
      .updateTable('communications')
      .set({
        status: decision === 'approved' ? STATUS.approved : STATUS.rejected,
        approved_at: decision === 'approved' ? now : null,
        decided_by: caller.userId,
        decision_note: note,
        updated_at: now,
      })
      .where('client_id', '=', caller.clientId)
      .where('id', '=', id)
      .execute();
    // A communication rejected, edited and launched again may meet the same approver twice.
    await sql`insert into communication_approvals
        (client_id, communication_id, approver_id, decision, note, decided_at)
      values (${caller.clientId}, ${id}, ${caller.userId}, ${decision}, ${note}, ${now})
      on conflict (client_id, communication_id, approver_id) do update
        set decision = excluded.decision, note = excluded.note,
          decided_at = excluded.decided_at`.execute(trx);

    const creator = row.created_by === null ? null : Number(row.created_by);
    if (creator === null || !(await isUserOfClient(trx, creator))) return () => undefined;
    const decider = await findUser(trx, caller.userId);
    const verb = decision === 'approved' ? 'approved' : 'rejected';
    return notifyApproval(deps, trx, {
      clientId: caller.clientId,
      userId: creator,
      eventType: 'approvalDecided',
      eventName: `"${row.name}" was ${verb}${decider ? ` by ${decider.displayName}` : ''}`,
      details: {
        Communication: row.name,
        Decision: decision === 'approved' ? 'Approved' : 'Rejected',
        ...(note ? { Note: note } : {}),
        Open: listPageUrl(deps),
      },
    });
  });
  deliver();
  if (decision === 'approved') await startCommunication(deps, caller.clientId, id);
  return { communicationId: id, status: await statusOf(deps, caller.clientId, id) };
}

async function statusOf(deps: TApprovalDeps, clientId: number, id: number): Promise<number> {
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    trx
      .selectFrom('communications')
      .select('status')
      .where('client_id', '=', clientId)
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  return row?.status ?? STATUS.approved;
}
