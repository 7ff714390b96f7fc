import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

// The push goal and template dialogs ended with the same lines; they share these two parts.

/** The error that belongs to no field, under the form's fields. */
export function FormRootError({ message }: { message: string | undefined }) {
  return message ? (
    <div className="alert alert-danger mt-3 mb-0" role="alert">
      {message}
    </div>
  ) : null;
}

/** Cancel and Save ("Saving…" while busy). */
export function SaveCancelFooter({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('pushSettings');
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </Button>
    </Modal.Footer>
  );
}
