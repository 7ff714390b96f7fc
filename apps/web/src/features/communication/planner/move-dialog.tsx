import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { TPlannerItem } from '@resonate/contracts/campaigns/planner';

/** The keyboard way to move an item: a date-time input in the client's time zone. */
export function MoveDialog({
  item,
  timeZone,
  onMove,
  onCancel,
}: {
  item: TPlannerItem;
  timeZone: string;
  onMove: (at: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('gallery');
  const [at, setAt] = useState(item.at);
  const valid = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(at);
  return (
    <Modal show onHide={onCancel} centered>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onMove(at);
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {t('planner.move.title', { name: item.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="planner-move-at">
            <Form.Label>{t('planner.move.at')}</Form.Label>
            <Form.Control
              type="datetime-local"
              autoFocus
              value={at}
              onChange={(event) => setAt(event.target.value.slice(0, 16))}
            />
            <Form.Text>{t('planner.timeZone', { zone: timeZone })}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('planner.move.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || at === item.at}>
            {t('planner.move.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
