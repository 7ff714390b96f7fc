import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginData } from '@resonate/contracts/auth';
import { SECOND_FACTOR_MSG, type TTotpSetup } from '@resonate/contracts/auth/second-factor';
import { RecoveryCodesView } from '@/shared/components/two-step/recovery-codes-view';
import { TotpSetupView } from '@/shared/components/two-step/totp-setup-view';
import { createPasskey, passkeysSupported } from '@/shared/components/two-step/webauthn-browser';
import { secondFactorApi } from '../../api/second-factor';

type TView =
  | { kind: 'choose' }
  | { kind: 'totp'; setup: TTotpSetup }
  | { kind: 'codes'; codes: string[]; login: TLoginData };

export type TEnrolStepProps = {
  idPrefix: string;
  enrolToken: string;
  onSignedIn: (data: TLoginData) => Promise<void>;
  onBack: () => void;
  showTitle?: boolean;
};

/**
 * The company requires an authenticator app or a passkey and this user has neither: set one up
 * now (the emailed code proved the mailbox), then sign in. Recovery codes are shown once.
 */
export default function EnrolStep(props: TEnrolStepProps) {
  const { idPrefix, enrolToken, onSignedIn, onBack, showTitle } = props;
  const { t } = useTranslation('auth');
  const [view, setView] = useState<TView>({ kind: 'choose' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(() => t('mfa.defaultPasskeyName'));

  const done = async (login: TLoginData, codes: string[]) => {
    if (codes.length > 0) return setView({ kind: 'codes', codes, login });
    await onSignedIn(login);
  };

  const startTotp = async () => {
    setBusy(true);
    setError(undefined);
    const answer = await secondFactorApi.enrolTotpStart(enrolToken).finally(() => setBusy(false));
    if (!answer.envelope.status || !answer.envelope.data) return setError(answer.envelope.message);
    setView({ kind: 'totp', setup: answer.envelope.data });
  };

  const confirmTotp = async (code: string) => {
    const answer = await secondFactorApi.enrolTotpConfirm(enrolToken, code);
    if (!answer.envelope.status || !answer.envelope.data) return answer.envelope.message;
    await done(answer.envelope.data.login, answer.envelope.data.recoveryCodes);
    return undefined;
  };

  const addPasskey = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const options = await secondFactorApi.enrolPasskeyOptions(enrolToken);
      if (!options.envelope.status || !options.envelope.data) {
        return setError(options.envelope.message);
      }
      const prompt = await createPasskey(options.envelope.data.options);
      if (!prompt.ok) {
        return setError(prompt.cancelled ? t('mfa.passkeyCancelled') : t('mfa.passkeyError'));
      }
      const answer = await secondFactorApi.enrolPasskey(enrolToken, name.trim(), prompt.response);
      if (!answer.envelope.status || !answer.envelope.data)
        return setError(answer.envelope.message);
      await done(answer.envelope.data.login, answer.envelope.data.recoveryCodes);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="enrol-step">
      {showTitle ? <h1 className="login-card__title">{t('mfa.enrolTitle')}</h1> : null}
      {error ? (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      ) : null}
      {view.kind === 'choose' ? (
        <>
          <p className="small">{SECOND_FACTOR_MSG.enrolRequired}</p>
          <button
            type="button"
            className="btn btn-primary w-100 mb-3"
            disabled={busy}
            onClick={() => void startTotp()}
          >
            {t('mfa.setUpApp')}
          </button>
          {passkeysSupported() ? (
            <div className="border rounded p-2 mb-3">
              <label htmlFor={`${idPrefix}-passkey-name`} className="form-label small">
                {t('mfa.passkeyName')}
              </label>
              <input
                id={`${idPrefix}-passkey-name`}
                className="form-control form-control-sm mb-2"
                maxLength={40}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <button
                type="button"
                className="btn btn-outline-primary w-100"
                disabled={busy || name.trim() === ''}
                onClick={() => void addPasskey()}
              >
                {t('mfa.addPasskey')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      {view.kind === 'totp' ? (
        <TotpSetupView idPrefix={idPrefix} setup={view.setup} onConfirm={confirmTotp} />
      ) : null}
      {view.kind === 'codes' ? (
        <>
          <RecoveryCodesView codes={view.codes} />
          <button
            type="button"
            className="btn btn-primary w-100 mt-3"
            onClick={() => void onSignedIn(view.login)}
          >
            {t('mfa.continue')}
          </button>
        </>
      ) : null}
      {view.kind !== 'codes' ? (
        <button type="button" className="btn btn-link btn-sm p-0 mt-2" onClick={onBack}>
          {t('otp.back')}
        </button>
      ) : null}
    </div>
  );
}
