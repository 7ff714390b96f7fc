import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { validateOtp } from '../api/validate-otp';
import OtpStep from '@/shared/components/otp/otp-step';
import { requestOtp } from '../api/request-otp';
import { ForgotPasswordEmail } from './forgot-password-email';
import './otp-captcha.scss';

type TForgotPasswordModalProps = {
  show: boolean;
  onClose: () => void;
  /** The address already typed in the login form, if any. */
  defaultEmail: string;
};

/** The forgot-password modal (spec sections 2 and 4), opened from the login page and modal. */
export default function ForgotPasswordModal({
  show,
  onClose,
  defaultEmail,
}: TForgotPasswordModalProps) {
  const { t } = useTranslation('auth');
  const { step, requestCode, sendNewPassword, restart } = useForgotPassword(onClose);

  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={restart}
      centered
      backdrop="static"
      aria-labelledby="forgot-title"
      className="auth-modal"
    >
      <Modal.Header closeButton closeLabel={t('forgot.close')}>
        <Modal.Title id="forgot-title" as="h2" className="h5">
          {step.kind === 'otp' ? t('otp.title') : t('forgot.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {step.kind === 'email' ? (
          <ForgotPasswordEmail
            defaultEmail={defaultEmail}
            serverError={step.error}
            onSubmit={requestCode}
            onCancel={onClose}
          />
        ) : step.kind === 'otp' ? (
          <OtpStep
            idPrefix="forgot"
            destination={step.email}
            hint={t('forgot.otpHint', { email: step.email })}
            expiresInSeconds={step.challenge.otpExpiresInSeconds}
            verify={(code) => validateOtp({ otpToken: step.challenge.otpToken, otp: code })}
            resend={() => requestOtp(step.challenge.otpToken)}
            onVerified={() => sendNewPassword(step.email, step.challenge.otpToken)}
            onBack={restart}
            backLabel={t('forgot.changeEmail')}
          />
        ) : (
          <div className="alert alert-success mb-0" role="status">
            {step.message}
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
