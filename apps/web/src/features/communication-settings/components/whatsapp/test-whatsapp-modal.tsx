import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import {
  TEST_MSG,
  TEST_TEXT_MAX,
  ZTestPhoneSchema,
} from '@resonate/contracts/communication-settings/channel-tests';
import { useSendTestWhatsApp } from '../../api/channel-tests';
import { PhoneField } from '../channel-common/phone-field';
import { TestResultAlert } from '../channel-common/test-result-alert';

const ZForm = z
  .object({
    to: ZTestPhoneSchema,
    kind: z.enum(['text', 'template']),
    text: z.string().trim().max(TEST_TEXT_MAX),
    templateName: z.string().trim(),
    language: z.string().trim(),
    /** One body parameter per line: {{1}}, {{2}}... */
    parameters: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'template') return;
    if (!value.templateName) {
      ctx.addIssue({
        code: 'custom',
        path: ['templateName'],
        message: TEST_MSG.templateNameRequired,
      });
    }
    if (!/^[a-z]{2,3}(?:_[A-Z]{2})?$/.test(value.language)) {
      ctx.addIssue({ code: 'custom', path: ['language'], message: TEST_MSG.languageInvalid });
    }
  });
type TInput = z.input<typeof ZForm>;

/**
 * "Send test message": a text (inside WhatsApp's 24-hour customer-service window) or an
 * approved template (any time), to one number; shows the provider's answer.
 */
export function TestWhatsAppModal({
  clientId,
  show,
  onClose,
}: {
  clientId: number;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('channelSettings');
  const send = useSendTestWhatsApp();
  const form = useForm<TInput, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: {
      to: '',
      kind: 'text',
      text: '',
      templateName: '',
      language: 'en_GB',
      parameters: '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  const close = () => {
    send.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    const parameters = values.parameters
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean);
    send.mutate(
      values.kind === 'template'
        ? {
            clientId,
            to: values.to,
            template: { name: values.templateName, language: values.language, parameters },
          }
        : { clientId, to: values.to, ...(values.text ? { text: values.text } : {}) },
    );
  });
  const failed = send.error ? { ok: false, response: send.error.message } : undefined;
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="wa-test-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="wa-test-title">
          {t('whatsappTest.title')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit} data-allow-enter>
        <Modal.Body>
          <PhoneField
            id="wa-test-to"
            error={errors.to?.message}
            registration={form.register('to')}
          />
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('whatsappTest.kind')}</legend>
            <Form.Check
              inline
              type="radio"
              id="wa-test-kind-text"
              value="text"
              label={t('whatsappTest.text')}
              {...form.register('kind')}
            />
            <Form.Check
              inline
              type="radio"
              id="wa-test-kind-template"
              value="template"
              label={t('whatsappTest.template')}
              {...form.register('kind')}
            />
          </fieldset>
          {kind === 'text' ? (
            <Form.Group className="mb-3" controlId="wa-test-text">
              <Form.Label>{t('whatsappTest.message')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                {...form.register('text')}
                placeholder={t('whatsappTest.defaultText')}
                isInvalid={!!errors.text}
              />
              <Form.Control.Feedback type="invalid">{errors.text?.message}</Form.Control.Feedback>
              <Form.Text>{t('whatsappTest.windowHint')}</Form.Text>
            </Form.Group>
          ) : (
            <>
              <Form.Group className="mb-3" controlId="wa-test-template">
                <Form.Label>{t('whatsappTest.templateName')}</Form.Label>
                <Form.Control
                  {...form.register('templateName')}
                  placeholder="hello_world"
                  isInvalid={!!errors.templateName}
                />
                <Form.Control.Feedback type="invalid">
                  {errors.templateName?.message}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId="wa-test-language">
                <Form.Label>{t('whatsappTest.language')}</Form.Label>
                <Form.Control {...form.register('language')} isInvalid={!!errors.language} />
                <Form.Control.Feedback type="invalid">
                  {errors.language?.message}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId="wa-test-parameters">
                <Form.Label>{t('whatsappTest.parameters')}</Form.Label>
                <Form.Control as="textarea" rows={2} {...form.register('parameters')} />
                <Form.Text>{t('whatsappTest.parametersHint')}</Form.Text>
              </Form.Group>
            </>
          )}
          <TestResultAlert result={send.data ?? failed} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('close')}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('test.sending') : t('whatsappTest.send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
