import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ListNameField, useListNameField } from './list-name-field';

/**
 * A modal that asks for a list name (create, rename, save as target list): the rules of spec
 * section 5 and the live name check; Enter submits, Esc closes.
 */
export function ListNameModal({
  show,
  title,
  intro,
  initialName = '',
  exceptListId,
  submitLabel,
  pending,
  error,
  onSubmit,
  onHide,
}: {
  show: boolean;
  title: string;
  intro?: ReactNode;
  initialName?: string;
  exceptListId?: number;
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (name: string) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  const name = useListNameField(initialName, exceptListId);
  const { reset } = name;
  useEffect(() => {
    if (show) reset(initialName);
  }, [show, initialName, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const valid = name.validate();
    if (valid) onSubmit(valid);
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="list-name-modal-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="list-name-modal-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          {intro ? <p className="text-body-secondary">{intro}</p> : null}
          <ListNameField id="list-name-modal-name" field={name} autoFocus />
          {error ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {error}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending || name.exists === true}>
            {pending ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
