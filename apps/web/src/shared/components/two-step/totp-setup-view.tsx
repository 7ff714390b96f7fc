import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTotpSetup } from '@resonate/contracts/auth/second-factor';

type TTotpSetupViewProps = {
  idPrefix: string;
  setup: TTotpSetup;
  /** Resolves to an error message to show, or undefined when the code was accepted. */
  onConfirm: (code: string) => Promise<string | undefined>;
};

/** Scan (or type the key), then prove it with the app's first code. */
export function TotpSetupView({ idPrefix, setup, onConfirm }: TTotpSetupViewProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = `${idPrefix}-totp-code`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('mfa.codeFormat'));
    setBusy(true);
    setError(await onConfirm(code).finally(() => setBusy(false)));
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <ol className="small ps-3 mb-3">
        <li>{t('mfa.scan')}</li>
        <li>{t('mfa.enterFirst')}</li>
      </ol>
      <div className="text-center mb-3">
        <img src={setup.qrCode} alt={t('mfa.qrAlt')} width={180} height={180} />
      </div>
      <p className="small mb-1">{t('mfa.manualKey')}</p>
      <p className="font-monospace small text-break user-select-all mb-3" data-testid="totp-key">
        {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <label className="form-label" htmlFor={id}>
        {t('mfa.codeLabel')}
      </label>
      <input
        id={id}
        className={`form-control mb-2${error ? ' is-invalid' : ''}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2" role="alert">
          {error}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('mfa.verifying') : t('mfa.activate')}
      </button>
    </form>
  );
}
