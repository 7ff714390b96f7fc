/**
 * The approval step of communications (issue 9): who may approve (approvalList, spec section 3:
 * shown as first name and email), what waits for the signed-in user, the decisions, and the
 * client's "Require approval before a communication sends" setting.
 */
import { z } from 'zod';
import { withoutNul } from '../audience/lists.ts';
import { envelopeOf } from '../envelope.ts';
import {
  COMMUNICATION_LIMITS,
  ZApproverSchema,
  ZCommunicationIdSchema,
  ZDecisionRequestSchema,
} from './communications.ts';

export {
  approverDisplayName,
  ZApproverSchema,
  ZDecisionRequestSchema,
  type TApprover,
} from './communications.ts';

export const APPROVAL_MSG = {
  approved: 'Communication approved',
  rejected: 'Communication rejected; it can be edited again',
  rejectNoteRequired: 'Say why it is rejected',
  ownCommunication: 'You cannot approve or reject your own communication',
  settingSaved: 'Approval setting saved',
  settingAdminsOnly: 'Only account admins can change the approval setting',
} as const;

/** POST Communication/GetApprovers: no filter; every user who may approve, by first name. */
export const ZGetApproversRequestSchema = z.object({});
export const ZApproversResponseSchema = envelopeOf(
  z.object({ approvers: z.array(ZApproverSchema) }),
);

/** A communication waiting for the signed-in user's decision. */
export const ZPendingApprovalSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  name: z.string(),
  channelId: z.number().int(),
  audienceSize: z.number().int(),
  estimatedCostMinor: z.number().int(),
  currency: z.string(),
  /** The first run, UTC; null when it sends as soon as it is approved. */
  scheduledAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Who launched it (null when that user no longer exists). */
  requestedBy: ZApproverSchema.nullable(),
});
export type TPendingApproval = z.infer<typeof ZPendingApprovalSchema>;

/** POST Communication/GetPendingApprovals: oldest request first. */
export const ZGetPendingApprovalsRequestSchema = z.object({
  pageNo: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(COMMUNICATION_LIMITS.pageSizeMax).default(25),
});
export const ZPendingApprovalsResponseSchema = envelopeOf(
  z.object({ approvals: z.array(ZPendingApprovalSchema) }),
);

/** POST Communication/ApproveCommunication: the note is optional. */
export const ZApproveRequestSchema = ZDecisionRequestSchema;
export type TApproveRequest = z.input<typeof ZApproveRequestSchema>;

/** POST Communication/RejectCommunication: the creator must learn why, so the note is required. */
export const ZRejectRequestSchema = ZDecisionRequestSchema.extend({
  note: withoutNul(
    z
      .string({ error: APPROVAL_MSG.rejectNoteRequired })
      .trim()
      .min(1, { error: APPROVAL_MSG.rejectNoteRequired })
      .max(COMMUNICATION_LIMITS.noteMax, {
        error: `At most ${COMMUNICATION_LIMITS.noteMax} characters`,
      }),
  ),
});
export type TRejectRequest = z.input<typeof ZRejectRequestSchema>;

/** What a decision answers: the communication's status after it (approved, then started). */
export const ZDecisionResponseSchema = envelopeOf(
  z.object({ communicationId: ZCommunicationIdSchema, status: z.number().int() }),
);

/** The client's setting; canChange tells the page whether to offer the switch. */
export const ZApprovalSettingSchema = z.object({ required: z.boolean(), canChange: z.boolean() });
export type TApprovalSetting = z.infer<typeof ZApprovalSettingSchema>;

export const ZGetApprovalSettingRequestSchema = z.object({});
export const ZUpdateApprovalSettingRequestSchema = z.object({
  required: z.boolean({ error: 'Choose whether approval is required' }),
});
export const ZApprovalSettingResponseSchema = envelopeOf(
  z.object({ setting: ZApprovalSettingSchema }),
);
