import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../hooks/use-countdown';
import { formatCountdown } from '../../lib/countdown';
import { canResend } from '../../lib/otp-outcome';
import { OtpInput } from './otp-input';
import { useOtpStep, type TOtpStepOptions } from './use-otp-step';
import './otp.scss';

type TOtpStepProps = TOtpStepOptions & {
  idPrefix: string;
  /** Where the code went: the masked address the server gave, or the address typed. */
  destination: string;
  /** Replaces the default "we sent a code to ..." line. */
  hint?: string;
  /** The page shows the step's title itself; a modal puts it in its header. */
  showTitle?: boolean;
  onBack?: () => void;
  backLabel?: string;
};

/**
 * The one-time-password step of sign-in, forgot password and sign-up (spec sections 2 and 4): six
 * boxes that validate on the 6th digit, a 300-second countdown, and 'Resend?' once it runs out.
 */
export default function OtpStep(props: TOtpStepProps) {
  const { idPrefix, destination, hint, showTitle, onBack, backLabel, ...options } = props;
  const { t } = useTranslation('auth');
  const { boxes, setBoxes, verdict, banner, busy, deadline, focusRequest, submit, resend } =
    useOtpStep(options);
  const secondsLeft = useCountdown(deadline);
  const resendable = canResend(secondsLeft, verdict) && verdict !== 'valid';
  const locked = verdict === 'expired' || verdict === 'locked' || secondsLeft <= 0;
  const hintId = `${idPrefix}-otp-hint`;

  return (
    <div className="otp-step">
      {showTitle ? <h1 className="login-card__title">{t('otp.title')}</h1> : null}
      <p id={hintId} className="otp-step__hint">
        {hint ?? (destination ? t('otp.sentTo', { destination }) : t('otp.sentToYou'))}
      </p>
      {banner ? (
        <div
          className={`alert alert-${banner.variant} py-2 otp-step__banner`}
          role={banner.variant === 'danger' ? 'alert' : 'status'}
        >
          <div className="fw-semibold">{banner.text}</div>
          {banner.detail ? <div className="small">{banner.detail}</div> : null}
        </div>
      ) : null}
      <OtpInput
        idPrefix={idPrefix}
        value={boxes}
        onChange={setBoxes}
        onComplete={(code) => void submit(code)}
        disabled={busy !== null || verdict === 'valid' || locked}
        invalid={verdict === 'invalid'}
        focusRequest={focusRequest}
        describedBy={hintId}
      />
      <div className="otp-step__meta" aria-live="polite">
        {busy === 'checking' ? (
          <span>{t('otp.checking')}</span>
        ) : resendable ? (
          <span>
            {t('otp.noCode')}{' '}
            <button
              type="button"
              className="btn btn-link p-0 align-baseline otp-step__resend"
              onClick={() => void resend()}
              disabled={busy !== null}
            >
              {busy === 'resending' ? t('otp.resending') : t('otp.resend')}
            </button>
          </span>
        ) : verdict !== 'valid' ? (
          <span>{t('otp.expiresIn', { time: formatCountdown(secondsLeft) })}</span>
        ) : null}
      </div>
      {onBack ? (
        <button type="button" className="btn btn-link p-0 otp-step__back" onClick={onBack}>
          {backLabel ?? t('otp.back')}
        </button>
      ) : null}
    </div>
  );
}
