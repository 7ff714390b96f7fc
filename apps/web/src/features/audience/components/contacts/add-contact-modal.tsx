import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/shared/lib/notify';
import { useUpsertContact } from '../../api/contacts/contact-mutations';
import { useAttributes } from '../../api/contacts/contact-queries';
import { showServerErrors, useContactForm } from '../../hooks/contacts/use-contact-form';
import { ContactFormFields } from './contact-form-fields';

/** "Add contact": the contact form in a modal; the new contact opens when it is saved. */
export function AddContactModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('audience');
  const navigate = useNavigate();
  const attributes = useAttributes().data ?? [];
  const form = useContactForm(undefined, attributes);
  const upsert = useUpsertContact();

  const close = () => {
    upsert.reset();
    form.reset();
    onHide();
  };
  const submit = form.handleSubmit((values) =>
    upsert.mutate(values, {
      onSuccess: (contact) => {
        notifySuccess(t('add.title'), t('add.saved'));
        close();
        void navigate(paths.audience.contact.getHref(contact.contactId));
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );
  const serverError = upsert.error && !showsFieldErrors(upsert.error) ? upsert.error.message : null;

  return (
    <Modal
      show={show}
      onHide={close}
      aria-labelledby="add-contact-title"
      centered
      size="lg"
      scrollable
    >
      <Modal.Header closeButton>
        <Modal.Title id="add-contact-title" as="h2" className="h5">
          {t('add.title')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit} className="contacts-modal-form">
        <Modal.Body>
          <ContactFormFields form={form} attributes={attributes} idPrefix="add-contact" />
          {serverError ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {serverError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={upsert.isPending}>
            {upsert.isPending ? t('actions.saving') : t('add.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function showsFieldErrors(error: Error): boolean {
  return 'envelope' in error && !!(error as { envelope?: { errors?: object } }).envelope?.errors;
}
