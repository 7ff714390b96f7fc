import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TContact } from '@resonate/contracts/audience/contacts';
import { notifySuccess } from '@/shared/lib/notify';
import { useUpsertContact } from '../../api/contacts/contact-mutations';
import { showServerErrors, useContactForm } from '../../hooks/contacts/use-contact-form';
import { ContactFormFields } from './contact-form-fields';

/** The contact page's form: every field editable, saved in one go. */
export function ContactEditForm({
  contact,
  attributes,
}: {
  contact: TContact;
  attributes: TAttribute[];
}) {
  const { t } = useTranslation('audience');
  const form = useContactForm(contact, attributes);
  const upsert = useUpsertContact();
  const submit = form.handleSubmit((values) =>
    upsert.mutate(
      { ...values, contactId: contact.contactId },
      {
        onSuccess: () => {
          notifySuccess(t('contact.title'), t('contact.saved'));
          form.reset(undefined, { keepValues: true });
          upsert.reset();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) form.setError('root', { message: error.message });
        },
      },
    ),
  );
  const rootError = form.formState.errors.root?.message;

  return (
    <section className="card app-card" aria-labelledby="contact-edit-title">
      <div className="card-header">
        <h2 id="contact-edit-title" className="h6 mb-0">
          {t('contact.details')}
        </h2>
      </div>
      <Form noValidate onSubmit={submit} className="card-body">
        <ContactFormFields form={form} attributes={attributes} idPrefix="contact" />
        {rootError ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {rootError}
          </div>
        ) : null}
        <div className="d-flex justify-content-end gap-2 mt-3">
          <Button
            variant="outline-secondary"
            disabled={!form.formState.isDirty || upsert.isPending}
            onClick={() => form.reset()}
          >
            {t('actions.discard')}
          </Button>
          <Button type="submit" disabled={!form.formState.isDirty || upsert.isPending}>
            {upsert.isPending ? t('actions.saving') : t('actions.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
