import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPROVAL_MSG,
  ZApprovalSettingResponseSchema,
  ZApproveRequestSchema,
  ZApproversResponseSchema,
  ZDecisionResponseSchema,
  ZGetApprovalSettingRequestSchema,
  ZGetApproversRequestSchema,
  ZGetPendingApprovalsRequestSchema,
  ZPendingApprovalsResponseSchema,
  ZRejectRequestSchema,
  ZUpdateApprovalSettingRequestSchema,
} from '@resonate/contracts/campaigns/approval';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { withTenant } from '#/db/tenant.ts';
import { authOf } from '#/plugins/auth.ts';
import { communicationRoute } from '../communication-route.ts';
import { getApprovalSetting, updateApprovalSetting } from './approval-setting.ts';
import { listApprovers } from './approvers.ts';
import { decideApproval } from './decide-approval.ts';
import { getPendingApprovals } from './get-pending-approvals.ts';

const TAG = 'communication approval';

/**
 * The approval step: who may approve, what waits for the caller, the decisions, and the
 * client's setting. Approve and Reject need the edit right (their verb says so), as does being
 * an approver at all; the setting's update is for account admins.
 */
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });

  app.post(
    '/api/Communication/GetApprovers',
    communicationRoute(
      onRequest,
      TAG,
      'Users who may approve communications (approvalList: first name and email)',
      ZGetApproversRequestSchema,
      ZApproversResponseSchema,
    ),
    async (request) => {
      const { clientId } = authOf(request);
      const approvers = await withTenant(app.db, { clientId }, (trx) =>
        listApprovers(trx, clientId),
      );
      return { status: true, message: 'Approvers', data: { approvers } };
    },
  );

  app.post(
    '/api/Communication/GetPendingApprovals',
    communicationRoute(
      onRequest,
      TAG,
      'Communications waiting for the signed-in user to approve them',
      ZGetPendingApprovalsRequestSchema,
      ZPendingApprovalsResponseSchema,
    ),
    async (request) => {
      const { approvals, total } = await getPendingApprovals(app, authOf(request), request.body);
      return { status: true, message: 'Pending approvals', totalRows: total, data: { approvals } };
    },
  );

  app.post(
    '/api/Communication/ApproveCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'Approves a communication pending approval; it then starts',
      ZApproveRequestSchema,
      ZDecisionResponseSchema,
    ),
    async (request) => {
      const data = await decideApproval(app, authOf(request), request.body, 'approved');
      return { status: true, message: APPROVAL_MSG.approved, data };
    },
  );

  app.post(
    '/api/Communication/RejectCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'Rejects a communication pending approval, with the reason',
      ZRejectRequestSchema,
      ZDecisionResponseSchema,
    ),
    async (request) => {
      const data = await decideApproval(app, authOf(request), request.body, 'rejected');
      return { status: true, message: APPROVAL_MSG.rejected, data };
    },
  );

  app.post(
    '/api/Communication/GetApprovalSetting',
    communicationRoute(
      onRequest,
      TAG,
      'Whether communications need an approval before they send',
      ZGetApprovalSettingRequestSchema,
      ZApprovalSettingResponseSchema,
    ),
    async (request) => {
      const setting = await getApprovalSetting(app, authOf(request));
      return { status: true, message: 'Approval setting', data: { setting } };
    },
  );

  app.post(
    '/api/Communication/UpdateApprovalSetting',
    communicationRoute(
      onRequest,
      TAG,
      'Turns the approval step on or off (account admins)',
      ZUpdateApprovalSettingRequestSchema,
      ZApprovalSettingResponseSchema,
    ),
    async (request) => {
      const setting = await updateApprovalSetting(app, authOf(request), request.body.required);
      return { status: true, message: APPROVAL_MSG.settingSaved, data: { setting } };
    },
  );
};

export default approvalRoutes;
