import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../api/compose-queries';

/** Liquid tokens to insert: names, custom attributes, and a token with a fallback. */
export function PersonalisationMenu({ onInsert }: { onInsert: (token: string) => void }) {
  const { t } = useTranslation('compose');
  const attributes = useAttributes();
  return (
    <div className="d-flex justify-content-end mb-2">
      <Dropdown onSelect={(token) => token && onInsert(token)}>
        <Dropdown.Toggle variant="outline-secondary" size="sm" id="compose-personalise">
          {t('content.personalise')}
        </Dropdown.Toggle>
        <Dropdown.Menu align="end" className="compose-tokens">
          <Dropdown.Item eventKey="{{firstName}}">{t('content.tokens.firstName')}</Dropdown.Item>
          <Dropdown.Item eventKey="{{lastName}}">{t('content.tokens.lastName')}</Dropdown.Item>
          <Dropdown.Item eventKey="{{email}}">{t('content.tokens.email')}</Dropdown.Item>
          <Dropdown.Item eventKey={'{{ firstName | default: "there" }}'}>
            {t('content.tokens.withFallback')} <code>{'{{ firstName | default: "there" }}'}</code>
          </Dropdown.Item>
          {(attributes.data ?? []).length > 0 && <Dropdown.Divider />}
          {(attributes.data ?? []).map((attribute) => (
            <Dropdown.Item key={attribute.key} eventKey={`{{attributes.${attribute.key}}}`}>
              {attribute.label} <code>{`{{attributes.${attribute.key}}}`}</code>
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
