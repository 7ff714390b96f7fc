import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import {
  PUSH_LANGUAGE_CODES,
  TEMPLATE_DATA_KEYS_MAX,
  TPL_MSG,
  ZPushMessageSchema,
  type TMobilePushTemplate,
  type TPushLanguage,
  type TPushMessage,
} from '@resonate/contracts/communication-settings/mobile-push-templates';
import { requiredText } from '@resonate/contracts/communication-settings/channel-common';
import { isApiError } from '@/shared/api/api-error';
import { FormRootError, SaveCancelFooter } from '../push-common/form-modal-parts';

const toRecord = (rows: { key: string; value: string }[]) =>
  Object.fromEntries(
    rows.filter((row) => row.key.trim()).map((row) => [row.key.trim(), row.value]),
  );

/** The template form: the message's fields, and custom data as key/value rows. */
const ZFormSchema = z
  .object({
    name: requiredText(TPL_MSG.nameRequired, 100),
    language: z.enum(PUSH_LANGUAGE_CODES, { error: TPL_MSG.languageInvalid }),
    message: z.object({
      title: z.string(),
      body: z.string(),
      imageUrl: z.string(),
      deepLink: z.string(),
    }),
    dataRows: z.array(z.object({ key: z.string(), value: z.string() })),
  })
  .superRefine((form, ctx) => {
    const parsed = ZPushMessageSchema.safeParse({ ...form.message, data: toRecord(form.dataRows) });
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path[0] === 'data' ? ['dataRows'] : ['message', ...issue.path];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  });
type TForm = z.input<typeof ZFormSchema>;

export function TemplateFormModal({
  show,
  template,
  languages,
  busy,
  onSave,
  onClose,
}: {
  show: boolean;
  template: TMobilePushTemplate | null;
  languages: { code: string; name: string }[];
  busy: boolean;
  onSave: (values: {
    name: string;
    language: TPushLanguage;
    message: TPushMessage;
  }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('pushSettings');
  const form = useForm<TForm>({
    resolver: zodResolver(ZFormSchema),
    values: {
      name: template?.name ?? '',
      language: (template?.language ?? 'en') as TForm['language'],
      message: {
        title: template?.message.title ?? '',
        body: template?.message.body ?? '',
        imageUrl: template?.message.imageUrl ?? '',
        deepLink: template?.message.deepLink ?? '',
      },
      dataRows: Object.entries(template?.message.data ?? {}).map(([key, value]) => ({
        key,
        value,
      })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'dataRows' });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const message = ZPushMessageSchema.parse({
      ...values.message,
      data: toRecord(values.dataRows),
    });
    try {
      await onSave({ name: values.name, language: values.language, message });
      close();
    } catch (error) {
      const fieldErrors = (isApiError(error) ? error.envelope?.errors : undefined) ?? {};
      for (const [field, text] of Object.entries(fieldErrors)) {
        const name = field === 'message.data' ? 'dataRows' : field;
        form.setError(name as 'name', { message: text });
      }
      if (!Object.keys(fieldErrors).length)
        form.setError('root', { message: error instanceof Error ? error.message : '' });
    }
  });
  const text = (field: 'title' | 'imageUrl' | 'deepLink', placeholder = '') => (
    <Form.Group className="mb-3" controlId={`tpl-${field}`}>
      <Form.Label>{t(`templates.fields.${field}`)}</Form.Label>
      <Form.Control
        {...form.register(`message.${field}`)}
        placeholder={placeholder}
        isInvalid={!!errors.message?.[field]}
      />
      <Form.Control.Feedback type="invalid">
        {errors.message?.[field]?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Modal show={show} onHide={close} centered size="lg">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {template ? t('templates.editTitle') : t('templates.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Body>
          <div className="row g-2">
            <Form.Group className="mb-3 col-sm-8" controlId="tpl-name">
              <Form.Label>{t('templates.fields.name')}</Form.Label>
              <Form.Control {...form.register('name')} isInvalid={!!errors.name} autoFocus />
              <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3 col-sm-4" controlId="tpl-language">
              <Form.Label>{t('templates.fields.language')}</Form.Label>
              <Form.Select {...form.register('language')} isInvalid={!!errors.language}>
                {languages.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name} ({language.code})
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">
                {errors.language?.message}
              </Form.Control.Feedback>
            </Form.Group>
          </div>
          {text('title')}
          <Form.Group className="mb-3" controlId="tpl-body">
            <Form.Label>{t('templates.fields.body')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              {...form.register('message.body')}
              isInvalid={!!errors.message?.body}
            />
            <Form.Control.Feedback type="invalid">
              {errors.message?.body?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="row g-2">
            <div className="col-sm-6">{text('imageUrl', 'https://cdn.example.com/banner.png')}</div>
            <div className="col-sm-6">{text('deepLink', 'myapp://offers/42')}</div>
          </div>
          <fieldset>
            <legend className="form-label fs-6 mb-1">{t('templates.fields.data')}</legend>
            {rows.fields.map((field, index) => (
              <div className="d-flex gap-2 mb-2" key={field.id}>
                <Form.Control
                  {...form.register(`dataRows.${index}.key`)}
                  placeholder={t('templates.dataKey')}
                  aria-label={t('templates.dataKeyN', { n: index + 1 })}
                />
                <Form.Control
                  {...form.register(`dataRows.${index}.value`)}
                  placeholder={t('templates.dataValue')}
                  aria-label={t('templates.dataValueN', { n: index + 1 })}
                />
                <Button
                  variant="outline-secondary"
                  onClick={() => rows.remove(index)}
                  aria-label={t('templates.removeData', { n: index + 1 })}
                >
                  <X size={14} aria-hidden="true" />
                </Button>
              </div>
            ))}
            {errors.dataRows?.message ? (
              <div className="invalid-feedback d-block">{errors.dataRows.message}</div>
            ) : null}
            <Button
              size="sm"
              variant="link"
              className="px-0"
              disabled={rows.fields.length >= TEMPLATE_DATA_KEYS_MAX}
              onClick={() => rows.append({ key: '', value: '' })}
            >
              <Plus size={14} aria-hidden="true" className="me-1" />
              {t('templates.addData')}
            </Button>
          </fieldset>
          <FormRootError message={errors.root?.message} />
        </Modal.Body>
        <SaveCancelFooter busy={busy} onCancel={close} />
      </Form>
    </Modal>
  );
}
