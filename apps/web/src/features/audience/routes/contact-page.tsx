import { ArrowLeft, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { notifySuccess } from '@/shared/lib/notify';
import { startDownload } from '@/shared/lib/start-download';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useDeleteContacts, useExportContactData } from '../api/contacts/contact-mutations';
import { useAttributes, useContact } from '../api/contacts/contact-queries';
import {
  ContactEvents,
  ContactIdentities,
  ContactLists,
} from '../components/contacts/contact-activity';
import { ContactEditForm } from '../components/contacts/contact-edit-form';
import { contactName } from '../components/contacts/contact-name';
import { DeleteContactsModal } from '../components/contacts/delete-contacts-modal';
import { ContactOptIn } from '../components/opt-in/contact-opt-in';
import '../components/contacts/contact-form.scss';

/** /audience/master-data/:contactId: one contact to read, edit or delete. */
export default function ContactPage() {
  const { t } = useTranslation('audience');
  const navigate = useNavigate();
  const contactId = Number(useParams().contactId);
  const details = useContact(Number.isSafeInteger(contactId) ? contactId : 0);
  const attributes = useAttributes();
  const remove = useDeleteContacts();
  const exporter = useExportContactData();
  const [confirming, setConfirming] = useState(false);
  const { formatDateTime } = useDateTimeFormat();

  const back = (
    <Link to={paths.audience.masterData.getHref()} className="contact-page__back">
      <ArrowLeft size={16} aria-hidden="true" /> {t('contact.back')}
    </Link>
  );
  if (details.isError || !(contactId > 0)) {
    return (
      <section className="contact-page">
        {back}
        <div className="card app-card card-body" role="alert">
          <h2 className="h5">{t('contact.notFound')}</h2>
          <p className="mb-0 text-body-secondary">{t('contact.notFoundHint')}</p>
        </div>
      </section>
    );
  }
  if (!details.data || !attributes.data) {
    return (
      <section className="contact-page">
        {back}
        <p role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
          {t('state.loading')}
        </p>
      </section>
    );
  }
  const { contact, identities, lists, events } = details.data;
  const name = contactName(contact) || contact.email || contact.mobile || t('table.unnamed');
  const confirmDelete = () =>
    remove.mutate([contact.contactId], {
      onSuccess: () => {
        notifySuccess(t('delete.toastTitle'), t('delete.doneOne', { name }));
        void navigate(paths.audience.masterData.getHref(), { replace: true });
      },
    });

  return (
    <section className="contact-page" aria-labelledby="contact-title">
      {back}
      <div className="contact-page__header">
        <div>
          <h2 id="contact-title" className="h4 mb-1">
            {name}
          </h2>
          <dl className="contact-page__meta">
            <div>
              <dt>{t('fields.passportId')}</dt>
              <dd>
                <code>{contact.passportId}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fields.created')}</dt>
              <dd>{formatDateTime(contact.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('fields.updated')}</dt>
              <dd>{formatDateTime(contact.updatedAt)}</dd>
            </div>
          </dl>
        </div>
        <div className="contact-page__actions">
          {/* A person's whole data takes the edit right, as the API asks (ExportContactData). */}
          {canChangeFeature(FEATURE_IDS.audience, 'edit') ? (
            <Button
              variant="outline-secondary"
              disabled={exporter.isPending}
              onClick={() => exporter.mutate(contact.contactId, { onSuccess: startDownload })}
            >
              <Download size={16} aria-hidden="true" />{' '}
              {exporter.isPending ? t('contact.downloading') : t('contact.download')}
            </Button>
          ) : null}
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden="true" /> {t('contact.delete')}
          </Button>
        </div>
      </div>
      <div className="contact-page__grid">
        <ContactEditForm contact={contact} attributes={attributes.data} />
        <div className="contact-page__side">
          <ContactOptIn contactId={contact.contactId} />
          <ContactLists lists={lists} />
          <ContactIdentities identities={identities} />
          <ContactEvents events={events} />
        </div>
      </div>
      <DeleteContactsModal
        show={confirming}
        count={1}
        name={name}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
