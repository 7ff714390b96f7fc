import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCommunicationAction,
  TCommunicationRow,
} from '@resonate/contracts/campaigns/communication-list';
import { apiPost } from '@/shared/api/client';
import { notifySuccess } from '@/shared/lib/notify';
import { COMMUNICATIONS_KEY } from './communication-queries';

/** The row actions that call the API ('open' is a link). */
export type TServerAction = Exclude<TCommunicationAction, 'open'>;

const ENDPOINTS: Record<TServerAction, string> = {
  duplicate: 'DuplicateCommunication',
  pause: 'PauseCommunication',
  resume: 'ResumeCommunication',
  cancel: 'CancelCommunication',
  archive: 'ArchiveCommunication',
  restore: 'RestoreCommunication',
};

/**
 * A row action. A refusal (wrong status, no right) is toasted by the API client with the
 * server's message; a success toasts the server's message and refreshes the list.
 */
export function useCommunicationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      communicationId,
    }: {
      action: TServerAction;
      communicationId: number;
    }) => {
      const envelope = await apiPost<{ communication: TCommunicationRow }>(
        `Communication/${ENDPOINTS[action]}`,
        { communicationId },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return { message: envelope.message, communication: envelope.data.communication };
    },
    onSuccess: ({ message }, { action }) => {
      notifySuccess(ENDPOINTS[action], message);
      void queryClient.invalidateQueries({ queryKey: COMMUNICATIONS_KEY });
    },
  });
}
