import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApprovalSetting, TPendingApproval } from '@resonate/contracts/campaigns/approval';
import { apiPost } from '@/shared/api/client';
import { notifySuccess } from '@/shared/lib/notify';

/** Approval queries live beside the list's, so a decision refreshes both. */
export const APPROVALS_KEY = ['communication', 'approval'] as const;
const LIST_KEY = ['communication', 'list'] as const;

const PANEL_PAGE_SIZE = 5;

/** POST /api/Communication/GetPendingApprovals: what waits for the signed-in user. */
export function usePendingApprovals(pageNo: number) {
  return useQuery({
    queryKey: [...APPROVALS_KEY, 'pending', pageNo],
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<{ approvals: TPendingApproval[] }>(
        'Communication/GetPendingApprovals',
        { pageNo, pageSize: PANEL_PAGE_SIZE },
        { noLoader: true, silent: true, signal },
      );
      if (!envelope.status) throw new Error(envelope.message);
      return {
        rows: envelope.data?.approvals ?? [],
        total: envelope.totalRows ?? 0,
        pageSize: PANEL_PAGE_SIZE,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/Communication/GetApprovalSetting. */
export function useApprovalSetting() {
  return useQuery({
    queryKey: [...APPROVALS_KEY, 'setting'],
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<{ setting: TApprovalSetting }>(
        'Communication/GetApprovalSetting',
        {},
        { noLoader: true, silent: true, signal },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.setting;
    },
  });
}

/** POST /api/Communication/UpdateApprovalSetting (account admins). */
export function useUpdateApprovalSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (required: boolean) => {
      const envelope = await apiPost<{ setting: TApprovalSetting }>(
        'Communication/UpdateApprovalSetting',
        { required },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope;
    },
    onSuccess: (envelope) => {
      notifySuccess('UpdateApprovalSetting', envelope.message);
      queryClient.setQueryData([...APPROVALS_KEY, 'setting'], envelope.data?.setting);
    },
  });
}

export type TDecisionInput =
  | { decision: 'approve'; communicationId: number; note?: string }
  | { decision: 'reject'; communicationId: number; note: string };

/** POST /api/Communication/ApproveCommunication or RejectCommunication. */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, ...body }: TDecisionInput) => {
      const path = decision === 'approve' ? 'ApproveCommunication' : 'RejectCommunication';
      const envelope = await apiPost<{ communicationId: number; status: number }>(
        `Communication/${path}`,
        body,
        // A missing reason is shown under the field, not toasted.
        { silent: decision === 'reject' },
      );
      if (!envelope.status) throw new Error(envelope.message);
      return { path, message: envelope.message };
    },
    onSuccess: ({ path, message }) => {
      notifySuccess(path, message);
      void queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}
