import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import {
  ATTRIBUTE_TEXT_MAX,
  type TAttribute,
} from '@resonate/contracts/audience/contact-attributes';
import type { TContactForm } from '../../hooks/contacts/use-contact-form';

/** One custom field, with the input its type calls for; empty means "no value". */
export function AttributeInput({
  form,
  attribute,
  idPrefix,
}: {
  form: TContactForm;
  attribute: TAttribute;
  idPrefix: string;
}) {
  const { t } = useTranslation('audience');
  const name = `attributes.${attribute.key}` as const;
  const error = form.formState.errors.attributes?.[attribute.key]?.message;
  const registration = form.register(name);
  const common = { ...registration, isInvalid: !!error, 'aria-invalid': !!error };
  let input;
  switch (attribute.type) {
    case 'boolean':
      input = (
        <Form.Select {...common}>
          <option value="">{t('form.notSet')}</option>
          <option value="true">{t('form.yes')}</option>
          <option value="false">{t('form.no')}</option>
        </Form.Select>
      );
      break;
    case 'list':
      input = (
        <Form.Select {...common}>
          <option value="">{t('form.notSet')}</option>
          {attribute.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
      );
      break;
    case 'number':
      input = <Form.Control {...common} type="number" step="any" inputMode="decimal" />;
      break;
    case 'date':
      input = <Form.Control {...common} type="date" />;
      break;
    default:
      input = <Form.Control {...common} type="text" maxLength={ATTRIBUTE_TEXT_MAX} />;
  }
  return (
    <Form.Group controlId={`${idPrefix}-attr-${attribute.key}`}>
      <Form.Label>{attribute.label}</Form.Label>
      {input}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
