import type { TContactSummary } from '@resonate/contracts/audience/contacts';
import { Form, ListGroup } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactSearch } from '../api/compose-queries';

type TProps = {
  contact: TContactSummary | null;
  onChange: (contact: TContactSummary | null) => void;
};

/** Whose data the preview and the test use: a contact found by email, or the sample person. */
export function ContactSearch({ contact, onChange }: TProps) {
  const { t } = useTranslation('compose');
  const [search, setSearch] = useState('');
  const found = useContactSearch(search);
  if (contact) {
    return (
      <div className="d-flex align-items-center gap-2 mb-2 small">
        <span>
          {t('preview.as', { name: contact.firstName || contact.email || contact.passportId })}
        </span>
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange(null)}>
          {t('preview.useSample')}
        </button>
      </div>
    );
  }
  return (
    <div className="mb-2 position-relative">
      <Form.Control
        type="search"
        size="sm"
        aria-label={t('preview.searchContact')}
        placeholder={t('preview.searchContact')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {(found.data ?? []).length > 0 && (
        <ListGroup className="compose-contact-results">
          {(found.data ?? []).map((row) => (
            <ListGroup.Item
              key={row.contactId}
              action
              onClick={() => {
                onChange(row);
                setSearch('');
              }}
            >
              {[row.firstName, row.lastName].filter(Boolean).join(' ') || row.passportId}{' '}
              <span className="text-body-secondary">{row.email}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
