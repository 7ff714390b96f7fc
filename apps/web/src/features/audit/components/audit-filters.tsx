import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_SEARCH_MAX,
  AUDIT_OBJECT_TYPES,
  type TAuditFilter,
} from '@resonate/contracts/audit/audit-log';
import { SearchField } from '@/shared/components/list-toolbar/search-field';

const OBJECT_TYPES = Object.entries(AUDIT_OBJECT_TYPES).sort((a, b) => a[1].localeCompare(b[1]));

/** The page's filters: dates (UTC days), actor, object type, action; each change applies at once. */
export function AuditFilters({
  filter,
  onChange,
  error,
}: {
  filter: TAuditFilter;
  onChange: (filter: TAuditFilter) => void;
  /** The API's refusal of the dates (a range over 400 days, reversed). */
  error?: string;
}) {
  const { t } = useTranslation('audit');
  const set = (patch: Partial<TAuditFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end">
      <Form.Group controlId="audit-from">
        <Form.Label className="small mb-1">{t('from')}</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={filter.from ?? ''}
          isInvalid={!!error}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
      </Form.Group>
      <Form.Group controlId="audit-to">
        <Form.Label className="small mb-1">{t('to')}</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={filter.to ?? ''}
          isInvalid={!!error}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
      </Form.Group>
      <Form.Group controlId="audit-object-type">
        <Form.Label className="small mb-1">{t('objectType')}</Form.Label>
        <Form.Select
          size="sm"
          value={filter.objectType ?? ''}
          onChange={(event) =>
            set({
              objectType: (event.target.value || undefined) as TAuditFilter['objectType'],
            })
          }
        >
          <option value="">{t('anyObject')}</option>
          {OBJECT_TYPES.map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="audit-action">
        <Form.Label className="small mb-1">{t('action')}</Form.Label>
        <Form.Select
          size="sm"
          value={filter.action ?? ''}
          onChange={(event) =>
            set({ action: (event.target.value || undefined) as TAuditFilter['action'] })
          }
        >
          <option value="">{t('anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="align-self-end">
        <SearchField
          value={filter.actor ?? ''}
          maxLength={AUDIT_ACTOR_SEARCH_MAX}
          label={t('actorSearch')}
          placeholder={t('actorPlaceholder')}
          onSearch={(actor) => set({ actor: actor || undefined })}
        />
      </div>
      {error ? (
        <div className="w-100 small text-danger" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
