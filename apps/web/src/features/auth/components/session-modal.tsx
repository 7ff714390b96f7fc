import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, resumeSession } from '@/shared/lib/session';
import { readUserInfo } from '@/shared/storage/user-info';
import { logout } from '../api/logout';
import { useForgotPasswordModal } from '../hooks/use-forgot-password-modal';
import { SignInPanel, type TSignInStep } from './sign-in-panel';
import './login.scss';

/**
 * The session-expired login (spec sections 2, 4 and 8), opened by the api client on a 401 to a
 * POST. Signing in again keeps the page where it is and sends the parked requests again. It
 * cannot be dismissed: the way out is signing in, or logging out.
 */
export default function SessionModal({ show }: { show: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [known] = useState(readUserInfo);
  const [step, setStep] = useState<TSignInStep>('form');
  const forgot = useForgotPasswordModal();
  const [leaving, setLeaving] = useState(false);

  const onSignedIn = (target: string, data: { userId: number }) => {
    // Another person signed in: nothing on this page is theirs, so start afresh where they land.
    if (known.userId !== undefined && known.userId !== data.userId) {
      window.location.replace(target);
      return;
    }
    resumeSession();
  };

  return (
    <>
      <Modal
        show={show && !forgot.isOpen}
        backdrop="static"
        keyboard={false}
        centered
        aria-labelledby="session-modal-title"
        className="auth-modal session-modal"
      >
        <Modal.Header>
          <Modal.Title id="session-modal-title" as="h2" className="h5">
            {step === 'otp' ? t('otp.title') : t('session.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {step === 'form' ? <p className="text-body-secondary">{t('session.intro')}</p> : null}
          <SignInPanel
            idPrefix="session"
            lastURL={`${location.pathname}${location.search}`}
            defaultEmail={known.email}
            onStepChange={setStep}
            onSignedIn={onSignedIn}
            onRedirect={(to) => {
              clearSession();
              navigate(to);
            }}
            onForgotPassword={forgot.open}
          />
        </Modal.Body>
        <Modal.Footer className="justify-content-center">
          <button
            type="button"
            className="btn btn-link btn-sm"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {t('session.logout')}
          </button>
        </Modal.Footer>
      </Modal>
      {forgot.modal}
    </>
  );
}
