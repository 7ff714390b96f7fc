import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { APPROVAL_MSG, type TPendingApproval } from '@resonate/contracts/campaigns/approval';
import { COMMUNICATION_LIMITS } from '@resonate/contracts/campaigns/communications';
import { useDecision } from './approval-api';

/** Reject with the reason the creator will read (required, as the API requires it). */
export function RejectModal({
  approval,
  onHide,
}: {
  approval: TPendingApproval | null;
  onHide: () => void;
}) {
  const { t } = useTranslation('communications');
  const decision = useDecision();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setError(null);
    decision.reset();
    onHide();
  };
  const submit = () => {
    if (!approval) return;
    if (!note.trim()) {
      setError(APPROVAL_MSG.rejectNoteRequired);
      return;
    }
    decision.mutate(
      { decision: 'reject', communicationId: approval.communicationId, note: note.trim() },
      { onSuccess: close, onError: (failure) => setError(failure.message) },
    );
  };
  return (
    <Modal show={approval !== null} onHide={close} centered>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {t('approval.rejectTitle', { name: approval?.name ?? '' })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="reject-note">
            <Form.Label>{t('approval.note')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={note}
              maxLength={COMMUNICATION_LIMITS.noteMax}
              isInvalid={error !== null}
              aria-describedby="reject-note-hint"
              onChange={(event) => {
                setNote(event.target.value);
                setError(null);
              }}
              autoFocus
            />
            <Form.Text id="reject-note-hint">{t('approval.noteHint')}</Form.Text>
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={decision.isPending}>
            {t('actions.back')}
          </Button>
          <Button type="submit" variant="danger" disabled={decision.isPending}>
            {t('approval.reject')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
