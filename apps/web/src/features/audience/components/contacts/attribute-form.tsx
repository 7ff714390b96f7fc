import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  ATTRIBUTE_LABEL_MAX,
  ATTRIBUTE_TYPES,
  ZAttributeFieldsSchema,
  checkListOptions,
  type TAttribute,
  type TAttributeType,
} from '@resonate/contracts/audience/contact-attributes';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useAttributeMutations } from '../../api/contacts/contact-mutations';

/** The options travel as one textarea, an option per line. */
type TValues = { label: string; type: TAttributeType; optionsText: string };
const ZValuesSchema = z
  .object({
    label: ZAttributeFieldsSchema.shape.label,
    type: ZAttributeFieldsSchema.shape.type,
    optionsText: z.string(),
  })
  .transform(({ label, type, optionsText }) => ({
    label,
    type,
    options: optionsText
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean),
  }))
  .superRefine(checkListOptions);
type TOutput = z.output<typeof ZValuesSchema>;

/** Adds a custom field or edits one (the key stays; the type is fixed once values exist). */
export function AttributeForm({
  attribute,
  onDone,
}: {
  attribute: TAttribute | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('audience');
  const { upsert } = useAttributeMutations();
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZValuesSchema),
    values: {
      label: attribute?.label ?? '',
      type: attribute?.type ?? 'text',
      optionsText: attribute?.options.join('\n') ?? '',
    },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const optionsMessage = firstMessage(
    errors.optionsText,
    (errors as { options?: unknown }).options,
  );

  const submit = form.handleSubmit((values) =>
    upsert.mutate(
      { ...values, key: attribute?.key },
      {
        onSuccess: (saved) => {
          notifySuccess(t('customFields.title'), t('customFields.saved', { label: saved.label }));
          form.reset();
          upsert.reset();
          onDone();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.envelope?.errors : undefined;
          for (const [field, message] of Object.entries(fieldErrors ?? { label: error.message })) {
            const name = field.startsWith('options') ? 'optionsText' : (field as keyof TValues);
            form.setError(name, { message });
          }
        },
      },
    ),
  );

  return (
    <Form
      noValidate
      onSubmit={submit}
      className="attribute-form"
      aria-label={t('customFields.formLabel')}
    >
      <h3 className="h6">
        {attribute
          ? t('customFields.editTitle', { label: attribute.label })
          : t('customFields.addTitle')}
      </h3>
      <div className="attribute-form__row">
        <Form.Group controlId="attribute-label">
          <Form.Label>{t('customFields.label')}</Form.Label>
          <Form.Control
            {...form.register('label')}
            maxLength={ATTRIBUTE_LABEL_MAX}
            placeholder={t('customFields.labelPlaceholder')}
            isInvalid={!!errors.label}
          />
          <Form.Control.Feedback type="invalid">{errors.label?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="attribute-type">
          <Form.Label>{t('customFields.type')}</Form.Label>
          <Form.Select {...form.register('type')} isInvalid={!!errors.type}>
            {ATTRIBUTE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`customFields.types.${value}`)}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.type?.message}</Form.Control.Feedback>
        </Form.Group>
      </div>
      {type === 'list' ? (
        <Form.Group controlId="attribute-options" className="mt-2">
          <Form.Label>{t('customFields.options')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            {...form.register('optionsText')}
            placeholder={t('customFields.optionsPlaceholder')}
            isInvalid={!!optionsMessage}
          />
          <Form.Text>{t('customFields.optionsHint')}</Form.Text>
          <Form.Control.Feedback type="invalid">{optionsMessage}</Form.Control.Feedback>
        </Form.Group>
      ) : null}
      <div className="d-flex justify-content-end gap-2 mt-3">
        {attribute ? (
          <Button variant="outline-secondary" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={upsert.isPending}>
          {upsert.isPending
            ? t('actions.saving')
            : attribute
              ? t('actions.save')
              : t('customFields.add')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The options' message: the parsed list's errors arrive under options (the list) or
 * options.<n> (one option), the server's under optionsText.
 */
function firstMessage(...entries: unknown[]): string | undefined {
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const { message } = entry as { message?: unknown };
    if (typeof message === 'string') return message;
    const nested = firstMessage(...Object.values(entry));
    if (nested) return nested;
  }
  return undefined;
}
