import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/**
 * "Are you sure?" before an action that cannot be undone (delete, revoke, deactivate), or with
 * `danger={false}` before one that replaces something.
 */
export function ConfirmModal({
  show,
  title,
  body,
  confirmLabel,
  busy,
  danger = true,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // The caller clears its target on close; keep the text while the modal fades out.
  const [shown, setShown] = useState({ title, body });
  if (show && (title !== shown.title || body !== shown.body)) setShown({ title, body });
  return (
    <Modal show={show} onHide={onCancel} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {shown.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{shown.body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
