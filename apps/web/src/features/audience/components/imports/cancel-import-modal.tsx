import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

type TProps = { show: boolean; pending: boolean; onConfirm: () => void; onHide: () => void };

/** Asks before cancelling: a cancelled import saves nothing (it can be retried). */
export function CancelImportModal({ show, pending, onConfirm, onHide }: TProps) {
  const { t } = useTranslation('audienceImport');
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="cancel-import-title">
      <Modal.Header closeButton>
        <Modal.Title id="cancel-import-title" as="h2" className="h5">
          {t('progress.cancelTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('progress.cancelBody')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          {t('progress.keepRunning')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} autoFocus>
          {pending ? t('progress.cancelling') : t('progress.confirmCancel')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
