import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TContactForm, TContactFormValues } from '../../hooks/contacts/use-contact-form';
import { AttributeInput } from './attribute-input';
import { ConsentSwitches } from './consent-switches';

/** `example`: the field shows an example of the format it wants. */
const OWN_FIELDS = [
  { name: 'email', type: 'email', example: true },
  { name: 'mobile', type: 'tel', example: true },
  { name: 'firstName', type: 'text', example: false },
  { name: 'lastName', type: 'text', example: false },
] as const satisfies readonly {
  name: keyof TContactFormValues;
  type: string;
  example: boolean;
}[];

/** The contact form's inputs: identifiers and names, custom fields, consent per channel. */
export function ContactFormFields({
  form,
  attributes,
  idPrefix,
}: {
  form: TContactForm;
  attributes: TAttribute[];
  idPrefix: string;
}) {
  const { t } = useTranslation('audience');
  const { errors } = form.formState;
  return (
    <div className="contact-form">
      <p className="small text-body-secondary mb-0">{t('form.identifierHint')}</p>
      <div className="contact-form__grid">
        {OWN_FIELDS.map((field) => (
          <Form.Group key={field.name} controlId={`${idPrefix}-${field.name}`}>
            <Form.Label>{t(`fields.${field.name}`)}</Form.Label>
            <Form.Control
              {...form.register(field.name)}
              type={field.type}
              autoComplete="off"
              placeholder={field.example ? t(`form.placeholders.${field.name}`) : undefined}
              isInvalid={!!errors[field.name]}
              aria-invalid={!!errors[field.name]}
            />
            <Form.Control.Feedback type="invalid">
              {errors[field.name]?.message}
            </Form.Control.Feedback>
          </Form.Group>
        ))}
      </div>
      {attributes.length > 0 ? (
        <fieldset>
          <legend className="contact-form__legend">{t('form.customFields')}</legend>
          <div className="contact-form__grid">
            {attributes.map((attribute) => (
              <AttributeInput
                key={attribute.key}
                form={form}
                attribute={attribute}
                idPrefix={idPrefix}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <ConsentSwitches form={form} idPrefix={idPrefix} />
    </div>
  );
}
