import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_SCOPES,
  ZApiKeyNameSchema,
  ZApiKeyScopesSchema,
} from '@resonate/contracts/data-exchange';
import { notifySuccess } from '@/shared/lib/notify';
import { useCreateApiKey } from '../api/api-keys';
import { SecretReveal } from './secret-reveal';

const ZFormSchema = z.object({
  name: ZApiKeyNameSchema,
  scopes: ZApiKeyScopesSchema,
  expiresInDays: z.string(),
});
type TForm = z.input<typeof ZFormSchema>;

/** Name and scopes, then the new key, once. Closing the modal forgets the key for good. */
export function CreateApiKeyModal({
  clientId,
  show,
  onClose,
}: {
  clientId: number;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const create = useCreateApiKey(clientId);
  const [key, setKey] = useState<string | null>(null);
  const form = useForm<TForm>({
    resolver: zodResolver(ZFormSchema),
    defaultValues: { name: '', scopes: [], expiresInDays: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    setKey(null);
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    const days = Number(values.expiresInDays);
    create.mutate(
      {
        clientId,
        name: values.name.trim(),
        scopes: values.scopes as (typeof API_KEY_SCOPES)[number][],
        ...(days > 0 ? { expiresInDays: days } : {}),
      },
      {
        onSuccess: (data) => {
          setKey(data.key);
          notifySuccess(
            t('dataExchangeSettings.keys.title'),
            t('dataExchangeSettings.keys.created'),
          );
        },
      },
    );
  });

  return (
    <Modal show={show} onHide={close} centered backdrop={key ? 'static' : true}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {t('dataExchangeSettings.keys.createTitle')}
        </Modal.Title>
      </Modal.Header>
      {key ? (
        <>
          <Modal.Body>
            <SecretReveal label={t('dataExchangeSettings.keys.yourKey')} value={key} />
          </Modal.Body>
          <Modal.Footer>
            <Button onClick={close}>{t('dataExchangeSettings.secret.done')}</Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <Form.Group className="mb-3" controlId="api-key-name">
              <Form.Label>{t('dataExchangeSettings.keys.name')}</Form.Label>
              <Form.Control {...form.register('name')} isInvalid={!!errors.name} autoFocus />
              <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
            </Form.Group>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('dataExchangeSettings.keys.scopes')}</legend>
              {API_KEY_SCOPES.map((scope) => (
                <Form.Check
                  key={scope}
                  id={`scope-${scope}`}
                  value={scope}
                  label={
                    <>
                      <code>{scope}</code> {t(`dataExchangeSettings.scopes.${scope}`)}
                    </>
                  }
                  isInvalid={!!errors.scopes}
                  {...form.register('scopes')}
                />
              ))}
              {errors.scopes ? (
                <div className="invalid-feedback d-block">{errors.scopes.message}</div>
              ) : null}
            </fieldset>
            <Form.Group controlId="api-key-expiry">
              <Form.Label>{t('dataExchangeSettings.keys.expiry')}</Form.Label>
              <Form.Select {...form.register('expiresInDays')}>
                <option value="">{t('dataExchangeSettings.keys.never')}</option>
                {API_KEY_EXPIRY_CHOICES.map((days) => (
                  <option key={days} value={days}>
                    {t('dataExchangeSettings.keys.days', { count: days })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {create.error ? (
              <div className="alert alert-danger mt-3 mb-0" role="alert">
                {create.error.message}
              </div>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('dataExchangeSettings.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending
                ? t('dataExchangeSettings.keys.creating')
                : t('dataExchangeSettings.keys.create')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
