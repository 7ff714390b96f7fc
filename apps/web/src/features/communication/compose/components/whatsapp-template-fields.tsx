import type { TContent } from '@resonate/contracts/campaigns/content';
import type { TWaTemplate } from '@resonate/contracts/communication-settings/whatsapp-templates';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../api/compose-queries';
import { useWhatsAppTemplates } from '../api/whatsapp-templates';

type TTextContent = Extract<TContent, { kind: 'text' }>;
type TProps = {
  content: TTextContent;
  errors: TFieldErrors;
  onChange: (content: TTextContent) => void;
};

const FREE_FORM = '';
const keyOf = (t: Pick<TWaTemplate, 'name' | 'language'>) => `${t.name}\u0000${t.language}`;
const CONTACT_FIELDS = ['firstName', 'lastName', 'fullName', 'email', 'mobile'] as const;

/**
 * WhatsApp's message type (issue 22, item 9): free-form text, which WhatsApp delivers only
 * within 24 hours of the customer's last message, or one of the account's approved templates
 * with each {{n}} variable mapped to a contact field.
 */
export function WhatsAppTemplateFields({ content, errors, onChange }: TProps) {
  const { t } = useTranslation('compose');
  const templates = useWhatsAppTemplates(true);
  const attributes = useAttributes();
  const chosen = content.whatsappTemplate;
  const template = chosen && (templates.data ?? []).find((x) => keyOf(x) === keyOf(chosen));
  const tags = [
    ...CONTACT_FIELDS.map((field) => ({
      value: `{{ ${field} }}`,
      label: t(`whatsapp.fields.${field}`),
    })),
    ...(attributes.data ?? []).map((a) => ({ value: `{{ attributes.${a.key} }}`, label: a.label })),
  ];
  const choose = (key: string) => {
    const picked = (templates.data ?? []).find((x) => keyOf(x) === key);
    onChange(
      picked
        ? {
            ...content,
            whatsappTemplate: {
              name: picked.name,
              language: picked.language,
              variables: Array.from({ length: picked.variableCount }, () => ''),
            },
          }
        : { kind: 'text', text: content.text },
    );
  };
  const setVariable = (i: number, value: string) => {
    if (!chosen) return;
    const variables = [...chosen.variables];
    variables[i] = value;
    onChange({ ...content, whatsappTemplate: { ...chosen, variables } });
  };

  return (
    <div className="mb-3">
      <Form.Group className="mb-3" controlId="compose-whatsapp-template">
        <Form.Label>{t('whatsapp.type')}</Form.Label>
        <Form.Select
          value={chosen ? keyOf(chosen) : FREE_FORM}
          isInvalid={Boolean(errors['content.whatsappTemplate'])}
          onChange={(event) => choose(event.target.value)}
        >
          <option value={FREE_FORM}>{t('whatsapp.freeForm')}</option>
          {(templates.data ?? []).map((x) => (
            <option key={keyOf(x)} value={keyOf(x)}>
              {t('whatsapp.templateOption', { name: x.name, language: x.language })}
            </option>
          ))}
          {chosen && !template && (
            <option value={keyOf(chosen)}>
              {t('whatsapp.templateOption', { name: chosen.name, language: chosen.language })}
            </option>
          )}
        </Form.Select>
        <Form.Text>{chosen ? t('whatsapp.templateHint') : t('whatsapp.freeFormHint')}</Form.Text>
        <Form.Control.Feedback type="invalid">
          {errors['content.whatsappTemplate']}
        </Form.Control.Feedback>
      </Form.Group>
      {template && (
        <blockquote className="compose-whatsapp-body border-start ps-3">{template.body}</blockquote>
      )}
      {chosen?.variables.map((value, i) => {
        const error = errors[`content.whatsappTemplate.variables.${i}`];
        return (
          <Form.Group key={i} className="mb-2" controlId={`compose-whatsapp-variable-${i + 1}`}>
            <Form.Label>{t('whatsapp.variable', { n: `{{${i + 1}}}` })}</Form.Label>
            <Form.Select
              value={value}
              isInvalid={Boolean(error)}
              onChange={(event) => setVariable(i, event.target.value)}
            >
              <option value="">{t('whatsapp.chooseField')}</option>
              {tags.map((tag) => (
                <option key={tag.value} value={tag.value}>
                  {tag.label}
                </option>
              ))}
              {value && !tags.some((tag) => tag.value === value) && (
                <option value={value}>{value}</option>
              )}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        );
      })}
    </div>
  );
}
