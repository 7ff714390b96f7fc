import type { TCommunicationDeps } from '../deps.ts';

/**
 * OWNER: the sending-engine helper. Called once a communication may send: launched without an
 * approval step (compose), approved (approval), or resumed after a pause (list actions). It
 * works out the next run from the schedule (client time zone), sets the status (Scheduled or
 * Sending) and next_run_at, and queues the run; it runs its own tenant transaction, so callers
 * call it after theirs has committed. Idempotent: calling it twice queues one run.
 */
export async function startCommunication(
  _deps: TCommunicationDeps,
  _clientId: number,
  _communicationId: number,
): Promise<void> {
  throw new Error('startCommunication is not written yet');
}
