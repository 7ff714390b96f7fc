import { useId } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../../compose/api/compose-queries';

const FALLBACK_EXAMPLE = '{{ firstName | default: "there" }}';

/** Liquid tokens to insert: names, email, a token with a fallback, the custom attributes. */
export function TokenMenu({
  describedBy,
  onInsert,
}: {
  /** The id of the field's label: the menu says which field it fills without renaming itself. */
  describedBy: string;
  onInsert: (token: string) => void;
}) {
  const { t } = useTranslation('templateBuilder');
  const id = useId();
  const attributes = useAttributes();
  return (
    <Dropdown onSelect={(token) => token && onInsert(token)}>
      <Dropdown.Toggle
        variant="link"
        size="sm"
        id={`tokens-${id}`}
        className="p-0"
        aria-describedby={describedBy}
      >
        {t('tokens.menu')}
      </Dropdown.Toggle>
      <Dropdown.Menu align="end" className="builder-tokens">
        <Dropdown.Item eventKey="{{firstName}}">{t('tokens.firstName')}</Dropdown.Item>
        <Dropdown.Item eventKey="{{lastName}}">{t('tokens.lastName')}</Dropdown.Item>
        <Dropdown.Item eventKey="{{email}}">{t('tokens.email')}</Dropdown.Item>
        <Dropdown.Item eventKey={FALLBACK_EXAMPLE}>
          {t('tokens.withFallback')} <code>{FALLBACK_EXAMPLE}</code>
        </Dropdown.Item>
        {(attributes.data ?? []).length > 0 && <Dropdown.Divider />}
        {(attributes.data ?? []).map((attribute) => (
          <Dropdown.Item key={attribute.key} eventKey={`{{attributes.${attribute.key}}}`}>
            {attribute.label} <code>{`{{attributes.${attribute.key}}}`}</code>
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
