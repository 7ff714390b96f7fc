import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import { notifySuccess } from '@/shared/lib/notify';
import { useAttributeMutations } from '../../api/contacts/contact-mutations';
import { useAttributes } from '../../api/contacts/contact-queries';
import { AttributeForm } from './attribute-form';

/** "Custom fields": the client's attribute schema, to add, rename, re-option and delete. */
export function CustomFieldsModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('audience');
  const attributes = useAttributes();
  const { remove } = useAttributeMutations();
  const [editing, setEditing] = useState<TAttribute | null>(null);
  const [deleting, setDeleting] = useState<TAttribute | null>(null);

  const confirmDelete = (attribute: TAttribute) =>
    remove.mutate(attribute.key, {
      onSuccess: () => {
        notifySuccess(
          t('customFields.title'),
          t('customFields.deleted', { label: attribute.label }),
        );
        setDeleting(null);
        if (editing?.key === attribute.key) setEditing(null);
      },
    });

  return (
    <Modal
      show={show}
      onHide={onHide}
      aria-labelledby="custom-fields-title"
      centered
      size="lg"
      scrollable
    >
      <Modal.Header closeButton>
        <Modal.Title id="custom-fields-title" as="h2" className="h5">
          {t('customFields.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('customFields.lead')}</p>
        {attributes.data && attributes.data.length > 0 ? (
          <ul className="attribute-list" aria-label={t('customFields.title')}>
            {attributes.data.map((attribute) => (
              <li key={attribute.key}>
                {deleting?.key === attribute.key ? (
                  <div
                    className="attribute-list__confirm"
                    role="group"
                    aria-label={t('customFields.confirmLabel')}
                  >
                    <span>{t('customFields.confirmDelete', { label: attribute.label })}</span>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={remove.isPending}
                      onClick={() => confirmDelete(attribute)}
                    >
                      {t('customFields.delete')}
                    </Button>
                    <Button size="sm" variant="outline-secondary" onClick={() => setDeleting(null)}>
                      {t('actions.cancel')}
                    </Button>
                  </div>
                ) : (
                  <>
                    <div className="attribute-list__name">
                      <strong>{attribute.label}</strong>
                      <code className="small">{attribute.key}</code>
                    </div>
                    <span className="badge text-bg-light">
                      {t(`customFields.types.${attribute.type}`)}
                    </span>
                    <span className="attribute-list__options small text-body-secondary">
                      {attribute.options.join(', ')}
                    </span>
                    <button
                      type="button"
                      className="app-icon-button app-icon-button--sm"
                      aria-label={t('customFields.editNamed', { label: attribute.label })}
                      onClick={() => setEditing(attribute)}
                    >
                      <Pencil size={16} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="app-icon-button app-icon-button--sm"
                      aria-label={t('customFields.deleteNamed', { label: attribute.label })}
                      onClick={() => setDeleting(attribute)}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{attributes.isPending ? t('state.loading') : t('customFields.empty')}</p>
        )}
        <AttributeForm
          key={editing?.key ?? 'new'}
          attribute={editing}
          onDone={() => setEditing(null)}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('actions.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
