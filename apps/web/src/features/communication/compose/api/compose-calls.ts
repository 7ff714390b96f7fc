import type {
  TCommunication,
  TCommunicationDraftInput,
  TEstimate,
} from '@resonate/contracts/campaigns/communications';
import type { TPreview } from '@resonate/contracts/campaigns/compose';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { isApiError } from '@/shared/api/api-error';
import { apiPost } from '@/shared/api/client';
import { payloadOf } from './payload-of';

/**
 * The wizard's calls. All are silent: the wizard shows failures where they belong (under a
 * field, in the save state, in a toast it words itself).
 */
const quiet = { silent: true, noLoader: true } as const;

/** POST /api/Communication/SaveCommunicationDraft: creates (no id) or updates the draft. */
export async function saveDraft(draft: TCommunicationDraftInput): Promise<TCommunication> {
  return payloadOf(
    await apiPost<{ communication: TCommunication }>(
      'Communication/SaveCommunicationDraft',
      draft,
      quiet,
    ),
  ).communication;
}

/** POST /api/Communication/EstimateCommunication. */
export async function estimateCommunication(communicationId: number): Promise<TEstimate> {
  return payloadOf(
    await apiPost<{ estimate: TEstimate }>(
      'Communication/EstimateCommunication',
      { communicationId },
      quiet,
    ),
  ).estimate;
}

/** POST /api/Communication/PreviewCommunication. */
export async function previewCommunication(
  communicationId: number,
  contactId?: number,
): Promise<TPreview> {
  return payloadOf(
    await apiPost<{ preview: TPreview }>(
      'Communication/PreviewCommunication',
      { communicationId, contactId },
      quiet,
    ),
  ).preview;
}

/** POST /api/Communication/SendTestCommunication. */
export async function sendTest(
  communicationId: number,
  addresses: string[],
  contactId?: number,
): Promise<{ sent: number; addresses: string[] }> {
  return payloadOf(
    await apiPost<{ sent: number; addresses: string[] }>(
      'Communication/SendTestCommunication',
      { communicationId, addresses, contactId },
      quiet,
    ),
  );
}

/** POST /api/Communication/LaunchCommunication: the envelope's message says what happened. */
export async function launchCommunication(
  communicationId: number,
): Promise<{ communication: TCommunication; message: string }> {
  const envelope = await apiPost<{ communication: TCommunication }>(
    'Communication/LaunchCommunication',
    { communicationId },
    { silent: true },
  );
  return { communication: payloadOf(envelope).communication, message: envelope.message };
}

/** The field errors of a refused call (400), keyed by the draft's dotted paths. */
export function fieldErrorsOf(error: unknown): TFieldErrors {
  if (isApiError(error)) return error.envelope?.errors ?? {};
  return {};
}
