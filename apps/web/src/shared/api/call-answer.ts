import type { TCallable, TEndpointData, TEndpointInput } from '@resonate/contracts/endpoints';
import type { TApiAnswer } from './api-answer';
import { isApiError } from './api-error';
import { apiGet, apiPost } from './client';
import { endpointPath } from './call';

/**
 * Refusals are this call's answers, shown in the page (under a field, in the OTP step), and
 * progress shows in its button; nobody may be signed in yet, so a 401 is an answer too.
 */
const ANSWER_OPTIONS = { silent: true, noLoader: true, skipSessionExpiry: true } as const;

/**
 * Calls an endpoint defined in contracts whose page branches on the HTTP status as well as the
 * envelope (sign-up, payment, sign-in): every answer that carries an envelope comes back with
 * its status, typed by the definition; only a call that got no answer at all (network down)
 * throws. `form` posts application/x-www-form-urlencoded (the social token).
 */
export async function callAnswer<E extends TCallable>(
  endpoint: E,
  input: TEndpointInput<E>,
  extra?: { form: boolean },
): Promise<TApiAnswer<TEndpointData<E>>> {
  const options = { ...ANSWER_OPTIONS, ...extra };
  try {
    const envelope =
      endpoint.method === 'GET'
        ? await apiGet<TEndpointData<E>>(endpointPath(endpoint, input), options)
        : await apiPost<TEndpointData<E>>(endpoint.path, input, options);
    return { httpStatus: 200, envelope };
  } catch (error) {
    if (isApiError(error) && error.envelope) {
      return {
        httpStatus: error.status,
        envelope: error.envelope as TApiAnswer<TEndpointData<E>>['envelope'],
      };
    }
    throw error;
  }
}
