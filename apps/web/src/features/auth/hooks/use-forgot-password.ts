import { useEffect, useState } from 'react';
import { NEW_PASSWORD_SENT } from '@resonate/contracts/messages';
import { forgetPassword, type TForgotPasswordChallenge } from '../api/forget-password';
import { updatePassword } from '../api/update-password';

/** The modal closes this long after the new-password message shows (spec section 4). */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

export type TForgotStep =
  | { kind: 'email'; error: string | null }
  | { kind: 'otp'; email: string; challenge: TForgotPasswordChallenge }
  | { kind: 'done'; message: string };

/**
 * Forgot password (spec section 4): the email gets a code, the code is validated (in the OTP
 * step), a valid code asks for a new password by mail, and the modal closes 2 seconds after
 * 'New password sent successfully to the registered email id' shows.
 */
export function useForgotPassword(onClose: () => void) {
  const [step, setStep] = useState<TForgotStep>({ kind: 'email', error: null });

  useEffect(() => {
    if (step.kind !== 'done') return undefined;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [step.kind, onClose]);

  const requestCode = async (email: string) => {
    try {
      const { envelope } = await forgetPassword(email);
      if (!envelope.status || !envelope.data) {
        return setStep({ kind: 'email', error: envelope.message });
      }
      setStep({ kind: 'otp', email, challenge: envelope.data });
    } catch (error) {
      setStep({ kind: 'email', error: error instanceof Error ? error.message : String(error) });
    }
  };

  /** After 'Valid OTP': the new password is mailed; a refusal's message goes back to the step. */
  const sendNewPassword = async (email: string, otpToken: string): Promise<string | void> => {
    const { envelope } = await updatePassword(email, otpToken);
    if (!envelope.status) return envelope.message;
    setStep({ kind: 'done', message: envelope.message || NEW_PASSWORD_SENT });
  };

  const restart = () => setStep({ kind: 'email', error: null });

  return { step, requestCode, sendNewPassword, restart };
}
