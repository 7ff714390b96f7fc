import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  WEBHOOK_EVENTS,
  webhookFormSchema,
  type TWebhook,
  type TWebhookForm,
} from '@resonate/contracts/data-exchange';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useWebhookMutations } from '../api/webhooks';
import { SecretReveal } from './secret-reveal';

const ZFormSchema = webhookFormSchema();

/**
 * Add or edit a webhook: URL, events, active. On create the signing secret shows once. Field
 * errors of the server (a private address) land under their input like the form's own.
 */
export function WebhookFormModal({
  clientId,
  webhook,
  show,
  onClose,
}: {
  clientId: number;
  /** The webhook edited, or null to add one. */
  webhook: TWebhook | null;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const { upsert } = useWebhookMutations(clientId);
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<TWebhookForm>({
    resolver: zodResolver(ZFormSchema),
    values: {
      url: webhook?.url ?? '',
      events: (webhook?.events ?? []) as TWebhookForm['events'],
      active: webhook?.active ?? true,
    },
  });
  const { errors } = form.formState;

  const close = () => {
    setSecret(null);
    upsert.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    const body = webhook
      ? { clientId, ...values, webhookId: webhook.webhookId, updatedAt: webhook.updatedAt }
      : { clientId, ...values };
    upsert.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(t('dataExchangeSettings.hooks.title'), t('dataExchangeSettings.hooks.saved'));
        if (saved.secret) setSecret(saved.secret);
        else close();
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.envelope?.errors : undefined;
        for (const [field, message] of Object.entries(fields ?? {})) {
          if (field === 'url' || field === 'events') form.setError(field, { message });
        }
      },
    });
  });
  const serverError =
    upsert.error && !(isApiError(upsert.error) && upsert.error.envelope?.errors)
      ? upsert.error.message
      : null;

  return (
    <Modal show={show} onHide={close} centered size="lg" backdrop={secret ? 'static' : true}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {webhook
            ? t('dataExchangeSettings.hooks.editTitle')
            : t('dataExchangeSettings.hooks.addTitle')}
        </Modal.Title>
      </Modal.Header>
      {secret ? (
        <>
          <Modal.Body>
            <SecretReveal label={t('dataExchangeSettings.hooks.signingSecret')} value={secret} />
          </Modal.Body>
          <Modal.Footer>
            <Button onClick={close}>{t('dataExchangeSettings.secret.done')}</Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <Form.Group className="mb-3" controlId="webhook-url">
              <Form.Label>{t('dataExchangeSettings.hooks.url')}</Form.Label>
              <Form.Control
                {...form.register('url')}
                type="url"
                inputMode="url"
                placeholder="https://example.com/hooks/resonate"
                isInvalid={!!errors.url}
                autoFocus
              />
              <Form.Control.Feedback type="invalid">{errors.url?.message}</Form.Control.Feedback>
              <Form.Text>
                {t('dataExchangeSettings.hooks.urlHint')}
                {webhook ? ` ${STORED_SECRET_MSG.webhookUrlHint}` : null}
              </Form.Text>
            </Form.Group>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('dataExchangeSettings.hooks.events')}</legend>
              <div className="webhook-events">
                {WEBHOOK_EVENTS.map((event) => (
                  <Form.Check
                    key={event}
                    id={`event-${event}`}
                    value={event}
                    label={t(`dataExchangeSettings.events.${event.replace('.', '_')}`)}
                    isInvalid={!!errors.events}
                    {...form.register('events')}
                  />
                ))}
              </div>
              {errors.events ? (
                <div className="invalid-feedback d-block">{errors.events.message}</div>
              ) : null}
            </fieldset>
            <Form.Check
              type="switch"
              id="webhook-active"
              label={t('dataExchangeSettings.hooks.active')}
              {...form.register('active')}
            />
            {serverError ? (
              <div className="alert alert-danger mt-3 mb-0" role="alert">
                {serverError}
              </div>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('dataExchangeSettings.cancel')}
            </Button>
            <Button type="submit" disabled={upsert.isPending}>
              {upsert.isPending ? t('dataExchangeSettings.saving') : t('dataExchangeSettings.save')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
