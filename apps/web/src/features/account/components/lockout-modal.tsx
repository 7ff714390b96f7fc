import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Saving a list without the admin's own address signs them out: ask first. */
export function LockoutModal({
  currentIp,
  saving,
  onConfirm,
  onCancel,
}: {
  currentIp: string | null;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <Modal show={currentIp !== null} onHide={onCancel} centered aria-labelledby="lockout-title">
      <Modal.Header closeButton>
        <Modal.Title id="lockout-title" as="h2" className="h5">
          {t('account.whitelist.lockoutTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('account.whitelist.lockoutBody', { ip: currentIp ?? '' })}</Modal.Body>
      <Modal.Footer>
        <Button variant="light" onClick={onCancel} disabled={saving}>
          {t('account.whitelist.lockoutCancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={saving}>
          {t('account.whitelist.lockoutConfirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
