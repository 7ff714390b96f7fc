import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/**
 * The confirmation before a data-subject deletion: it says what goes (the people, their list
 * memberships and their history) and that it cannot be undone.
 */
export function DeleteContactsModal({
  show,
  count,
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  count: number;
  /** The contact's name when one contact is deleted from its page. */
  name?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('audience');
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby="delete-contacts-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="delete-contacts-title" as="h2" className="h5">
          {name ? t('delete.titleOne', { name }) : t('delete.title', { count })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('delete.body', { count })}</p>
        <p className="mb-0 fw-semibold">{t('delete.permanent')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('delete.deleting') : t('delete.confirm', { count })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
