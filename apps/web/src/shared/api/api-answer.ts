import type { TEnvelope } from '@resonate/contracts/envelope';

/**
 * A call whose refusals are answers, not failures (sign-in, OTP, sign-up): the HTTP status and
 * the envelope, whatever the status. Steps such as the OTP step branch on both.
 */
export type TApiAnswer<T> = { httpStatus: number; envelope: TEnvelope<T> };
