import type { TApiAnswer } from '../api/api-answer';

/** The answer of an OTP check (LoginValidateOTP, ValidateOTP, SignUp/ValidateOTP). */
export type TOtpState = { state: 'valid' | 'invalid' | 'expired'; attemptsLeft?: number };

/**
 * The OTP step's reaction to a validation answer (spec section 4): valid ('Valid OTP', green),
 * invalid (the 'Invalid OTP' banner, boxes cleared), expired ('OTP expired', 'Resend?' offered),
 * locked (too many wrong codes: 429, 'Resend?' offered) or another error shown as is.
 */
export type TOtpVerdict =
  | { kind: 'valid'; message: string }
  | { kind: 'invalid'; message: string; attemptsLeft: number | null }
  | { kind: 'expired'; message: string }
  | { kind: 'locked'; message: string }
  | { kind: 'error'; message: string };

export function decideOtpVerdict({ httpStatus, envelope }: TApiAnswer<TOtpState>): TOtpVerdict {
  const { message } = envelope;
  const state = envelope.data?.state;
  if (envelope.status && state === 'valid') return { kind: 'valid', message };
  if (httpStatus === 429) return { kind: 'locked', message };
  if (state === 'expired') return { kind: 'expired', message };
  if (state === 'invalid') {
    return { kind: 'invalid', message, attemptsLeft: envelope.data?.attemptsLeft ?? null };
  }
  return { kind: 'error', message };
}

/** 'Resend?' is offered once the code can no longer be used: time is up, expired or locked. */
export function canResend(secondsLeft: number, verdict: TOtpVerdict['kind'] | null): boolean {
  return secondsLeft <= 0 || verdict === 'expired' || verdict === 'locked';
}
