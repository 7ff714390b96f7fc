import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  LIST_IDENTIFIERS_MAX,
  splitIdentifiers,
  type TAddListMembersResult,
} from '@resonate/contracts/audience/list-members';
import { groupThousands } from '@resonate/contracts/patterns';
import { useAddListMembers } from '../../api/lists/list-mutations';

/**
 * "Add contacts": emails or mobile numbers pasted one per line are matched to contacts on the
 * server; the result says how many joined, were already in, and which lines matched nobody.
 */
export function AddMembersModal({
  list,
  show,
  onHide,
}: {
  list: { listId: number; name: string };
  show: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<TAddListMembersResult | null>(null);
  const add = useAddListMembers();
  const identifiers = splitIdentifiers(text);
  const max = groupThousands(LIST_IDENTIFIERS_MAX);
  const error =
    identifiers.length === 0
      ? touched
        ? t('addMembers.required')
        : undefined
      : identifiers.length > LIST_IDENTIFIERS_MAX
        ? t('addMembers.tooMany', { max })
        : undefined;

  const close = () => {
    setText('');
    setTouched(false);
    setResult(null);
    add.reset();
    onHide();
  };
  const again = () => {
    setText('');
    setTouched(false);
    setResult(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (add.isPending || identifiers.length === 0 || identifiers.length > LIST_IDENTIFIERS_MAX) {
      return;
    }
    add.mutate({ listId: list.listId, identifiers }, { onSuccess: setResult });
  };

  return (
    <Modal show={show} onHide={close} centered size="lg" aria-labelledby="add-members-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="add-members-title">
          {t('addMembers.title', { name: list.name })}
        </Modal.Title>
      </Modal.Header>
      {result ? (
        <>
          <Modal.Body className="add-members-result" aria-live="polite">
            <h3 className="h6">{t('addMembers.resultTitle')}</h3>
            <ul className="mb-0">
              <li>{t('addMembers.added', { count: result.added })}</li>
              {result.alreadyMembers > 0 ? (
                <li>{t('addMembers.already', { count: result.alreadyMembers })}</li>
              ) : null}
              {result.notFound.length > 0 ? (
                <li>
                  {t('addMembers.notFound', { count: result.notFound.length })}
                  <ul className="add-members-result__missing">
                    {result.notFound.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ) : null}
            </ul>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={again}>
              {t('addMembers.addMore')}
            </Button>
            <Button onClick={close} autoFocus>
              {t('addMembers.done')}
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <Form.Group controlId="add-members-identifiers">
              <Form.Label>{t('addMembers.label')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={8}
                value={text}
                autoFocus
                spellCheck={false}
                placeholder={t('addMembers.placeholder')}
                isInvalid={!!error}
                aria-describedby="add-members-hint"
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  // Enter makes a new line here; Ctrl/⌘+Enter submits.
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
                }}
              />
              <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
              <Form.Text id="add-members-hint" className="d-flex justify-content-between gap-3">
                <span>{t('addMembers.hint', { max })}</span>
                <span className="text-nowrap">
                  {t('addMembers.lines', { count: identifiers.length })}
                </span>
              </Form.Text>
            </Form.Group>
            {add.error ? (
              <div className="alert alert-danger mt-3 mb-0" role="alert">
                {add.error.message}
              </div>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
              {t('addMembers.submit')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
