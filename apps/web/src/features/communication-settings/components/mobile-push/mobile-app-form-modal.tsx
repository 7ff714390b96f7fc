import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  APNS_CERT_MAX_BYTES,
  APNS_ENVIRONMENTS,
  MP_MSG,
  ZMobilePushFormSchema,
  type TMobilePushApp,
  type TMobilePushFormInput,
} from '@resonate/contracts/communication-settings/mobile-push';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { checkMobileAppName, useUpsertMobilePushApp } from '../../api/mobile-push';
import { SecretField } from '../channel-common/secret-field';
import { setFieldErrors } from '@/shared/api/field-errors';

type TOutput = z.output<typeof ZMobilePushFormSchema>;
const TEXT_FIELDS = ['appName', 'playStoreUrl', 'appStoreUrl', 'fcmSenderId'] as const;

/** The file as base64, the way the API takes the .p12 (inside the JSON body). */
async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Add or edit a mobile app; the server opens the certificate with the password before saving. */
export function MobileAppFormModal({
  clientId,
  app,
  show,
  onClose,
}: {
  clientId: number;
  app: TMobilePushApp | null;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const { t: tp } = useTranslation('pushSettings');
  const upsert = useUpsertMobilePushApp(clientId);
  const form = useForm<TMobilePushFormInput, unknown, TOutput>({
    resolver: zodResolver(ZMobilePushFormSchema),
    values: {
      appName: app?.appName ?? '',
      playStoreUrl: app?.playStoreUrl ?? '',
      appStoreUrl: app?.appStoreUrl ?? '',
      fcmSenderId: app?.fcmSenderId ?? '',
      fcmServerKey: '',
      apnsCertificate: '',
      apnsCertPassword: '',
      fcmServiceAccount: '',
      apnsEnvironment: app?.apnsEnvironment ?? 'production',
    },
  });
  const { errors } = form.formState;
  const close = () => {
    upsert.reset();
    form.reset();
    onClose();
  };
  const onFile = async (file: File | undefined) => {
    form.clearErrors('apnsCertificate');
    if (!file) return form.setValue('apnsCertificate', '');
    if (file.size > APNS_CERT_MAX_BYTES) {
      return form.setError('apnsCertificate', { message: MP_MSG.certTooLarge });
    }
    form.setValue('apnsCertificate', await fileToBase64(file));
  };
  const onServiceAccountFile = async (file: File | undefined) => {
    form.clearErrors('fcmServiceAccount');
    form.setValue('fcmServiceAccount', file ? await file.text() : '');
  };
  const onNameBlur = async () => {
    const name = form.getValues('appName').trim();
    if (name && (await checkMobileAppName(clientId, name, app?.mobileAppId))) {
      form.setError('appName', { message: MP_MSG.appNameExists });
    }
  };
  const submit = form.handleSubmit((values) => {
    const version = app ? { mobileAppId: app.mobileAppId, updatedAt: app.updatedAt } : {};
    upsert.mutate(
      { clientId, ...values, ...version },
      {
        onSuccess: () => {
          notifySuccess(
            t('channelSettings.mobilePush.title'),
            t('channelSettings.mobilePush.saved'),
          );
          close();
        },
        onError: (error) => setFieldErrors(form.setError, error),
      },
    );
  });
  const serverError =
    upsert.error && !(isApiError(upsert.error) && upsert.error.envelope?.errors)
      ? upsert.error.message
      : null;

  return (
    <Modal show={show} onHide={close} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {app
            ? t('channelSettings.mobilePush.editTitle')
            : t('channelSettings.mobilePush.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          {TEXT_FIELDS.map((field) => (
            <Form.Group className="mb-3" controlId={`mp-${field}`} key={field}>
              <Form.Label>{t(`channelSettings.mobilePush.fields.${field}`)}</Form.Label>
              <Form.Control
                {...form.register(
                  field,
                  field === 'appName' ? { onBlur: () => void onNameBlur() } : {},
                )}
                placeholder={t(`channelSettings.mobilePush.placeholders.${field}`)}
                isInvalid={!!errors[field]}
              />
              <Form.Control.Feedback type="invalid">{errors[field]?.message}</Form.Control.Feedback>
            </Form.Group>
          ))}
          <SecretField
            id="mp-fcmServerKey"
            label={t('channelSettings.mobilePush.fields.fcmServerKey')}
            stored={!!app?.fcmServerKey}
            error={errors.fcmServerKey?.message}
            registration={form.register('fcmServerKey')}
          />
          <Form.Group className="mb-3" controlId="mp-fcmServiceAccount">
            <Form.Label>{tp('app.fields.fcmServiceAccount')}</Form.Label>
            <Form.Control
              type="file"
              accept=".json,application/json"
              isInvalid={!!errors.fcmServiceAccount}
              onChange={(event) =>
                void onServiceAccountFile((event.target as HTMLInputElement).files?.[0])
              }
            />
            <Form.Control.Feedback type="invalid">
              {errors.fcmServiceAccount?.message}
            </Form.Control.Feedback>
            <Form.Text>
              {app?.fcmServiceAccount
                ? tp('app.serviceAccountStored', { project: app.fcmProjectId })
                : tp('app.serviceAccountHint')}
            </Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="mp-apnsCertificate">
            <Form.Label>{t('channelSettings.mobilePush.fields.apnsCertificate')}</Form.Label>
            <Form.Control
              type="file"
              accept=".p12,application/x-pkcs12"
              isInvalid={!!errors.apnsCertificate}
              onChange={(event) => void onFile((event.target as HTMLInputElement).files?.[0])}
            />
            <Form.Control.Feedback type="invalid">
              {errors.apnsCertificate?.message}
            </Form.Control.Feedback>
            {app?.apnsCertificate ? (
              <Form.Text>
                {t('channelSettings.mobilePush.certInstalled', {
                  subject: app.apnsCertificate.subject,
                })}
              </Form.Text>
            ) : null}
          </Form.Group>
          <SecretField
            id="mp-apnsCertPassword"
            label={t('channelSettings.mobilePush.fields.apnsCertPassword')}
            stored={!!app?.apnsCertPassword}
            error={errors.apnsCertPassword?.message}
            registration={form.register('apnsCertPassword')}
          />
          <Form.Group className="mb-3" controlId="mp-apnsEnvironment">
            <Form.Label>{tp('app.fields.apnsEnvironment')}</Form.Label>
            <Form.Select {...form.register('apnsEnvironment')}>
              {APNS_ENVIRONMENTS.map((environment) => (
                <option key={environment} value={environment}>
                  {tp(`app.environments.${environment}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {serverError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {serverError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('channelSettings.cancel')}
          </Button>
          <Button type="submit" disabled={upsert.isPending}>
            {upsert.isPending ? t('channelSettings.saving') : t('channelSettings.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
