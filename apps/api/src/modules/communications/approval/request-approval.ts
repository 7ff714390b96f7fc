import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { findUser, listApprovers } from './approvers.ts';
import { listPageUrl, notifyApproval, type TApprovalDeps } from './notify-approval.ts';

/**
 * Called by LaunchCommunication after it has set a communication to Pending approval (status 8)
 * and committed: notifies each of its approvers who still may approve (bell, and mail per their
 * alert settings) that it waits for their decision. Never throws: the request is recorded
 * whatever happens here, and approvers also find it in their "Awaiting your approval" panel.
 */
export async function requestApproval(
  deps: TCommunicationDeps,
  clientId: number,
  communicationId: number,
): Promise<void> {
  try {
    const deliveries = await withTenant(deps.db, { clientId }, async (trx) => {
      const communication = await trx
        .selectFrom('communications')
        .select(['name', 'approver_ids', 'created_by', 'status'])
        .where('client_id', '=', clientId)
        .where('id', '=', communicationId)
        .executeTakeFirst();
      if (communication?.status !== STATUS.pending_approval) return [];
      const listed = new Set(communication.approver_ids.map(Number));
      const approvers = (await listApprovers(trx, clientId)).filter((a) => listed.has(a.userId));
      const requester = await findUser(trx, communication.created_by);
      const deliveries = [];
      for (const approver of approvers) {
        deliveries.push(
          await notifyApproval(deps as TApprovalDeps, trx, {
            clientId,
            userId: approver.userId,
            eventType: 'approvalRequested',
            eventName: `"${communication.name}" is waiting for your approval`,
            details: {
              Communication: communication.name,
              ...(requester ? { 'Requested by': requester.displayName } : {}),
              Review: listPageUrl(deps),
            },
          }),
        );
      }
      return deliveries;
    });
    for (const deliver of deliveries) deliver();
  } catch (error) {
    deps.log.warn({ err: error, clientId, communicationId }, 'approval request not notified');
  }
}
