import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginData } from '@resonate/contracts/auth';
import type { TSecondFactorStep } from '@resonate/contracts/auth/second-factor';
import {
  getPasskeyAssertion,
  passkeysSupported,
} from '@/shared/components/two-step/webauthn-browser';
import { secondFactorApi } from '../../api/second-factor';
import type { TOtpChallenge } from '../../lib/login-outcome';
import { isLoginData } from '../../lib/login-outcome';

type TMode = 'totp' | 'recovery';

export type TSecondFactorStepProps = {
  idPrefix: string;
  step: TSecondFactorStep;
  onSignedIn: (data: TLoginData) => Promise<void>;
  /** "Email me a code instead": the usual OTP step takes over. */
  onEmailCode: (challenge: TOtpChallenge) => void;
  onBack: () => void;
  /** The page shows the title in its card; the session modal has its own header. */
  showTitle?: boolean;
};

/**
 * The second factor for a user with an authenticator app or passkeys: a code from the app, a
 * passkey, or a recovery code; and, when the company allows it, the emailed code instead.
 */
export default function SecondFactorStep(props: TSecondFactorStepProps) {
  const { idPrefix, step, onSignedIn, onEmailCode, onBack, showTitle } = props;
  const { t } = useTranslation('auth');
  // A passkey-only user sees the passkey button first; the recovery code form waits for a click.
  const [mode, setMode] = useState<TMode | null>(step.totp ? 'totp' : null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState(false);
  const inputId = `${idPrefix}-second-factor-code`;

  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    setError(undefined);
    try {
      const message = await work();
      if (message) setError(message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  /** A refusal that ends the step (spent, expired, too many tries): only "Back" is left. */
  const refused = (answer: {
    httpStatus: number;
    envelope: { message: string; data?: unknown };
  }) => {
    const state = (answer.envelope.data as { state?: string } | undefined)?.state;
    if (answer.httpStatus === 429 || state === 'expired') setEnded(true);
    return answer.envelope.message;
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const valid =
      mode === 'totp' ? /^\d{6}$/.test(typed) : /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(typed);
    if (!valid) return setError(mode === 'totp' ? t('mfa.codeFormat') : t('mfa.recoveryFormat'));
    void run(async () => {
      const answer =
        mode === 'totp'
          ? await secondFactorApi.totp(step.token, typed)
          : await secondFactorApi.recoveryCode(step.token, typed);
      if (!answer.envelope.status || !isLoginData(answer.envelope.data)) {
        setCode('');
        return refused(answer);
      }
      await onSignedIn(answer.envelope.data);
      return undefined;
    });
  };

  const withPasskey = () =>
    run(async () => {
      const options = await secondFactorApi.passkeyOptions(step.token);
      if (!options.envelope.status || !options.envelope.data) return refused(options);
      const prompt = await getPasskeyAssertion(options.envelope.data.options);
      if (!prompt.ok) return prompt.cancelled ? t('mfa.passkeyCancelled') : t('mfa.passkeyError');
      const answer = await secondFactorApi.passkey(step.token, prompt.response);
      if (!answer.envelope.status || !isLoginData(answer.envelope.data)) return refused(answer);
      await onSignedIn(answer.envelope.data);
      return undefined;
    });

  const emailInstead = () =>
    run(async () => {
      const answer = await secondFactorApi.emailCode(step.token);
      const data = answer.envelope.data;
      if (!answer.envelope.status || !data) return refused(answer);
      onEmailCode({
        otpToken: data.otpToken,
        expiresInSeconds: data.otpExpiresInSeconds,
        maskedEmail: data.maskedEmail,
      });
      return undefined;
    });

  const switchTo = (next: TMode) => {
    setMode(next);
    setCode('');
    setError(undefined);
  };

  return (
    <div className="second-factor-step">
      {showTitle ? <h1 className="login-card__title">{t('mfa.title')}</h1> : null}
      {error ? (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      ) : null}
      {step.passkey && passkeysSupported() ? (
        <button
          type="button"
          className="btn btn-primary btn-lg w-100 mb-3"
          disabled={busy || ended}
          onClick={() => void withPasskey()}
        >
          {t('mfa.usePasskey')}
        </button>
      ) : null}
      {mode ? (
        <form onSubmit={submitCode} noValidate className="mb-3">
          <label htmlFor={inputId} className="form-label">
            {mode === 'totp' ? t('mfa.appCodeLabel') : t('mfa.recoveryLabel')}
          </label>
          <input
            id={inputId}
            className="form-control mb-2"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            maxLength={mode === 'totp' ? 6 : 11}
            value={code}
            disabled={busy || ended}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="submit"
            className={`btn w-100 ${step.passkey ? 'btn-outline-primary' : 'btn-primary btn-lg'}`}
            disabled={busy || ended}
          >
            {busy ? t('mfa.verifying') : t('mfa.verify')}
          </button>
        </form>
      ) : null}
      <div className="d-flex flex-column align-items-start gap-1">
        {mode !== 'totp' && step.totp ? (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={() => switchTo('totp')}
          >
            {t('mfa.useApp')}
          </button>
        ) : null}
        {mode !== 'recovery' && step.recoveryCodes ? (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={() => switchTo('recovery')}
          >
            {t('mfa.useRecovery')}
          </button>
        ) : null}
        {step.emailFallback ? (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            disabled={busy || ended}
            onClick={() => void emailInstead()}
          >
            {t('mfa.emailInstead')}
          </button>
        ) : null}
        <button type="button" className="btn btn-link btn-sm p-0" onClick={onBack}>
          {t('otp.back')}
        </button>
      </div>
    </div>
  );
}
