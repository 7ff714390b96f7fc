import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@resonate/contracts/constants';
import type { TApiAnswer } from '../../api/api-answer';
import { emptyBoxes } from '../../lib/otp-digits';
import { decideOtpVerdict, type TOtpState, type TOtpVerdict } from '../../lib/otp-outcome';

export type TOtpResent = { otpExpiresInSeconds: number; resendAfterSeconds: number };

export type TOtpStepOptions = {
  expiresInSeconds: number;
  verify: (code: string) => Promise<TApiAnswer<TOtpState>>;
  /** 'Resend?': asks for a new code of the same challenge. */
  resend: () => Promise<TApiAnswer<TOtpResent>>;
  /** After 'Valid OTP': finish the flow; a returned message is shown as an error. */
  onVerified: (code: string) => Promise<string | void>;
};

export type TBanner = { variant: 'success' | 'danger'; text: string; detail?: string };

const deadlineIn = (seconds: number) => Date.now() + Math.max(0, seconds) * 1000;

/** The OTP step's state: boxes, verdict, banner, countdown deadline and resend. */
export function useOtpStep({
  expiresInSeconds,
  verify,
  resend: requestCode,
  onVerified,
}: TOtpStepOptions) {
  const { t } = useTranslation('auth');
  const [boxes, setBoxes] = useState(() => emptyBoxes(OTP_LENGTH));
  const [verdict, setVerdict] = useState<TOtpVerdict['kind'] | null>(null);
  const [banner, setBanner] = useState<TBanner | null>(null);
  const [busy, setBusy] = useState<'checking' | 'resending' | null>(null);
  const [deadline, setDeadline] = useState(() => deadlineIn(expiresInSeconds));
  const [focusRequest, setFocusRequest] = useState(0);

  const startOver = () => {
    setBoxes(emptyBoxes(OTP_LENGTH));
    setFocusRequest((n) => n + 1);
  };

  const fail = (kind: TOtpVerdict['kind'], text: string, detail?: string) => {
    setVerdict(kind);
    setBanner({ variant: 'danger', text, detail });
    startOver();
  };

  const submit = async (code: string) => {
    setBusy('checking');
    setBanner(null);
    try {
      const result = decideOtpVerdict(await verify(code));
      if (result.kind !== 'valid') {
        const detail =
          result.kind === 'invalid' && result.attemptsLeft !== null
            ? t('otp.attemptsLeft', { count: result.attemptsLeft })
            : undefined;
        return fail(result.kind, result.message, detail);
      }
      setVerdict('valid');
      setBanner({ variant: 'success', text: result.message });
      const problem = await onVerified(code);
      if (problem) fail('error', problem);
    } catch (error) {
      fail('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resending');
    try {
      const { envelope } = await requestCode();
      if (!envelope.status || !envelope.data) {
        setBanner({ variant: 'danger', text: envelope.message });
        return;
      }
      setVerdict(null);
      setBanner({ variant: 'success', text: envelope.message });
      setDeadline(deadlineIn(envelope.data.otpExpiresInSeconds));
      startOver();
    } catch (error) {
      setBanner({
        variant: 'danger',
        text: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(null);
    }
  };

  return { boxes, setBoxes, verdict, banner, busy, deadline, focusRequest, submit, resend };
}
