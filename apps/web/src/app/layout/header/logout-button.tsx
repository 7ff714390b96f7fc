import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { logout } from '@/features/auth/api/logout';

/** The logout icon and its confirm dialog (spec section 2). */
export function LogoutButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void logout();
  };
  return (
    <>
      <button
        type="button"
        className="app-icon-button"
        aria-label={t('header.logout')}
        title={t('header.logout')}
        onClick={() => setOpen(true)}
      >
        <LogOut size={19} aria-hidden="true" />
      </button>
      <Modal show={open} onHide={() => setOpen(false)} centered aria-labelledby="logout-title">
        <Modal.Header closeButton>
          <Modal.Title id="logout-title" as="h2" className="h5">
            {t('logout.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('logout.body')}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-light" onClick={() => setOpen(false)}>
            {t('logout.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
            {t('logout.confirm')}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
