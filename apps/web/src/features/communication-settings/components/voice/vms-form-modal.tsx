import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  VMS_PROVIDERS,
  ZVmsFormSchema,
  type TVmsFormInput,
  type TVmsSetting,
} from '@resonate/contracts/communication-settings/voice';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useUpsertVmsSetting } from '../../api/voice';
import { SecretField } from '../channel-common/secret-field';
import { setFieldErrors } from '@/shared/api/field-errors';

type TOutput = z.output<typeof ZVmsFormSchema>;
const TEXT_FIELDS = ['callerId', 'accountId', 'callbackUrl'] as const;

/** Add or edit a voice account; the token stays masked and is kept when left empty. */
export function VmsFormModal({
  clientId,
  setting,
  show,
  onClose,
}: {
  clientId: number;
  /** The account edited, or null to add one. */
  setting: TVmsSetting | null;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('channelSettings');
  const upsert = useUpsertVmsSetting(clientId);
  const form = useForm<TVmsFormInput, unknown, TOutput>({
    resolver: zodResolver(ZVmsFormSchema),
    values: {
      provider: (setting?.provider ?? 'twilio') as TOutput['provider'],
      callerId: setting?.callerId ?? '',
      accountId: setting?.accountId ?? '',
      authToken: '',
      callbackUrl: setting?.callbackUrl ?? '',
      apiBaseUrl: setting?.apiBaseUrl ?? '',
    },
  });
  const { errors } = form.formState;

  const close = () => {
    upsert.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    const version = setting
      ? { vmsSettingId: setting.vmsSettingId, updatedAt: setting.updatedAt }
      : {};
    upsert.mutate(
      { clientId, ...values, ...version },
      {
        onSuccess: () => {
          notifySuccess(t('channelSettings.voice.title'), t('channelSettings.voice.saved'));
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
          {setting ? t('channelSettings.voice.editTitle') : t('channelSettings.voice.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="vms-provider">
            <Form.Label>{t('channelSettings.voice.fields.provider')}</Form.Label>
            <Form.Select {...form.register('provider')} isInvalid={!!errors.provider}>
              {VMS_PROVIDERS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.provider?.message}</Form.Control.Feedback>
          </Form.Group>
          {TEXT_FIELDS.map((field) => (
            <Form.Group className="mb-3" controlId={`vms-${field}`} key={field}>
              <Form.Label>{t(`channelSettings.voice.fields.${field}`)}</Form.Label>
              <Form.Control
                {...form.register(field)}
                type={field === 'callbackUrl' ? 'url' : 'text'}
                placeholder={t(`channelSettings.voice.placeholders.${field}`)}
                isInvalid={!!errors[field]}
              />
              <Form.Control.Feedback type="invalid">{errors[field]?.message}</Form.Control.Feedback>
            </Form.Group>
          ))}
          <SecretField
            id="vms-authToken"
            label={t('channelSettings.voice.fields.authToken')}
            stored={!!setting}
            error={errors.authToken?.message}
            registration={form.register('authToken')}
            endpointHint={STORED_SECRET_MSG.voiceTokenHint}
          />
          <Form.Group className="mb-3" controlId="vms-apiBaseUrl">
            <Form.Label>{tc('apiBaseUrl.label')}</Form.Label>
            <Form.Control
              {...form.register('apiBaseUrl')}
              type="url"
              placeholder={tc('apiBaseUrl.placeholder')}
              isInvalid={!!errors.apiBaseUrl}
            />
            <Form.Control.Feedback type="invalid">
              {errors.apiBaseUrl?.message}
            </Form.Control.Feedback>
            <Form.Text>{tc('apiBaseUrl.hint')}</Form.Text>
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
