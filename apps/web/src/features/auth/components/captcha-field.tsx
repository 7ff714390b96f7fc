import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFieldRegistration } from '../hooks/use-field-form';
import { CAPTCHA_LENGTH } from '@resonate/contracts/constants';
import { useCaptcha } from '../api/get-captcha';
import './otp-captcha.scss';

type TCaptchaFieldProps = {
  id: string;
  /** Bumped for a new image: the refresh button and every failed attempt. */
  version: number;
  onRefresh: () => void;
  /** The id of the code on screen, which the sign-in request carries with the answer. */
  onCaptchaId: (captchaId: string | null) => void;
  registration: TFieldRegistration;
  error?: string;
};

/**
 * The captcha of spec sections 2 and 5: an image of a 6-character code, a button for another
 * one, and the answer field. Loaded only once the captcha is needed.
 */
export default function CaptchaField(props: TCaptchaFieldProps) {
  const { id, version, onRefresh, onCaptchaId, registration, error } = props;
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(version);
  const captchaId = captcha.data?.captchaId ?? null;
  useEffect(() => onCaptchaId(captchaId), [captchaId, onCaptchaId]);
  const errorId = `${id}-error`;

  return (
    <div className="mb-3 captcha-field">
      <label htmlFor={id} className="form-label">
        {t('captcha.label')}
      </label>
      <div className="captcha-field__row">
        <div className="captcha-field__image" aria-live="polite">
          {captcha.data ? (
            <img src={captcha.data.image} alt={t('captcha.image')} width={180} height={56} />
          ) : (
            <span className="small text-body-secondary">
              {captcha.isError ? t('captcha.failed') : t('captcha.loading')}
            </span>
          )}
        </div>
        <button
          type="button"
          className="btn btn-light captcha-field__refresh"
          onClick={onRefresh}
          disabled={captcha.isFetching}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
        >
          <RefreshCw size={18} aria-hidden="true" />
        </button>
      </div>
      <input
        id={id}
        type="text"
        className={`form-control mt-2${error ? ' is-invalid' : ''}`}
        maxLength={CAPTCHA_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('captcha.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}
