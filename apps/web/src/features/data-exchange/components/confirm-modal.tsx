import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** "Are you sure?" before an action that cannot be undone (revoke, delete). */
export function ConfirmModal({
  show,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pages');
  // The caller clears its target on close; keep the text while the modal fades out.
  const [shownBody, setShownBody] = useState(body);
  if (show && body !== shownBody) setShownBody(body);
  return (
    <Modal show={show} onHide={onCancel} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{shownBody}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('dataExchangeSettings.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
