import type { TCallable, TEndpointData, TEndpointInput } from '@resonate/contracts/endpoints';
import type { TApiAnswer } from '@/shared/api/api-answer';
import { callAnswer } from '@/shared/api/call-answer';

/** A refusal as an Error that keeps the server's field errors, for forms to place them. */
export class OnboardingError extends Error {
  readonly httpStatus: number;
  readonly fieldErrors: Record<string, string>;

  constructor(answer: TApiAnswer<unknown>) {
    super(answer.envelope.message);
    this.name = 'OnboardingError';
    this.httpStatus = answer.httpStatus;
    this.fieldErrors = answer.envelope.errors ?? {};
  }
}

/**
 * An onboarding endpoint's data, or an OnboardingError carrying the refusal (its status and
 * field errors), which the page shows itself: no toast, no loader (see callAnswer).
 */
export async function onboardingData<E extends TCallable>(
  endpoint: E,
  input: TEndpointInput<E>,
): Promise<TEndpointData<E>> {
  const answer = await callAnswer(endpoint, input);
  if (!answer.envelope.status || answer.envelope.data === undefined) {
    throw new OnboardingError(answer);
  }
  return answer.envelope.data;
}
