import type { TCommunicationDeps } from '../deps.ts';

/**
 * OWNER: the list-and-approval helper. Called by LaunchCommunication after it has set a
 * communication to Pending approval (status 8) and committed: notifies each approver (bell and
 * email, through notifications/notify.ts) that a communication waits for their decision.
 */
export async function requestApproval(
  _deps: TCommunicationDeps,
  _clientId: number,
  _communicationId: number,
): Promise<void> {
  throw new Error('requestApproval is not written yet');
}
