import { isApiError } from '@/shared/api/api-error';
import type { TApiAnswer } from '@/shared/api/api-answer';
import { apiPost } from '@/shared/api/client';

/**
 * Onboarding calls show their refusals in the page (under a field, in the OTP step, as the
 * page's error) and their progress in the button, so they skip the client's toast, its loader
 * and its session-expired handling: nobody is signed in yet. Every answer with an envelope
 * comes back with its HTTP status; only a call that got no answer at all (network down) throws.
 */
const OPTIONS = { silent: true, noLoader: true, skipSessionExpiry: true } as const;

export async function onboardingPost<T>(path: string, body: unknown): Promise<TApiAnswer<T>> {
  try {
    return { httpStatus: 200, envelope: await apiPost<T>(path, body, OPTIONS) };
  } catch (error) {
    if (isApiError(error) && error.envelope) {
      return { httpStatus: error.status, envelope: error.envelope as TApiAnswer<T>['envelope'] };
    }
    throw error;
  }
}

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

/** The answer's data, or an OnboardingError carrying the refusal. */
export async function onboardingData<T>(path: string, body: unknown): Promise<T> {
  const answer = await onboardingPost<T>(path, body);
  if (!answer.envelope.status || answer.envelope.data === undefined) {
    throw new OnboardingError(answer);
  }
  return answer.envelope.data;
}
