import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  ZWhatsAppFormSchema,
  type TWaField,
  type TWaProvider,
  type TWhatsAppFormInput,
  type TWhatsAppSetting,
} from '@resonate/contracts/communication-settings/whatsapp';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useWhatsAppMutations } from '../../api/whatsapp';
import { SecretField } from '../channel-common/secret-field';
import { setFieldErrors } from '@/shared/api/field-errors';

type TOutput = z.output<typeof ZWhatsAppFormSchema>;
const TEXT_FIELDS = ['phoneNumberId', 'businessAccountId'] as const;
const SECRET_FIELDS = ['accessToken', 'webhookVerifyToken', 'appSecret'] as const;

/**
 * The provider and its credentials. Only the fields the chosen provider uses are shown, with
 * its own names for them; secrets stay empty (masked placeholder) and are kept when left so.
 */
export function WhatsAppForm({
  clientId,
  setting,
  providers,
  readOnly,
}: {
  clientId: number;
  setting: TWhatsAppSetting | null;
  providers: TWaProvider[];
  readOnly: boolean;
}) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('channelSettings');
  const { save } = useWhatsAppMutations(clientId);
  const form = useForm<TWhatsAppFormInput, unknown, TOutput>({
    resolver: zodResolver(ZWhatsAppFormSchema),
    values: {
      provider: (setting?.provider ?? providers[0]?.id ?? 'meta') as TOutput['provider'],
      phoneNumberId: setting?.phoneNumberId ?? '',
      businessAccountId: setting?.businessAccountId ?? '',
      accessToken: '',
      webhookVerifyToken: '',
      appSecret: '',
      apiBaseUrl: setting?.apiBaseUrl ?? '',
    },
  });
  const { errors } = form.formState;
  const providerId = useWatch({ control: form.control, name: 'provider' });
  const fields: readonly TWaField[] = providers.find((p) => p.id === providerId)?.fields ?? [];
  const label = (field: TWaField) =>
    t(`channelSettings.whatsapp.providerFields.${providerId}.${field}`, {
      defaultValue: t(`channelSettings.whatsapp.fields.${field}`),
    });

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { clientId, ...values, updatedAt: setting?.updatedAt },
      {
        onSuccess: () =>
          notifySuccess(t('channelSettings.whatsapp.title'), t('channelSettings.whatsapp.saved')),
        onError: (error) => setFieldErrors(form.setError, error),
      },
    );
  });
  const serverError =
    save.error && !(isApiError(save.error) && save.error.envelope?.errors)
      ? save.error.message
      : null;

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="wa-provider">
        <Form.Label>{t('channelSettings.whatsapp.provider')}</Form.Label>
        <Form.Select
          {...form.register('provider')}
          isInvalid={!!errors.provider}
          disabled={readOnly}
        >
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.provider?.message}</Form.Control.Feedback>
      </Form.Group>
      {TEXT_FIELDS.filter((f) => fields.includes(f)).map((field) => (
        <Form.Group className="mb-3" controlId={`wa-${field}`} key={field}>
          <Form.Label>{label(field)}</Form.Label>
          <Form.Control {...form.register(field)} isInvalid={!!errors[field]} disabled={readOnly} />
          <Form.Control.Feedback type="invalid">{errors[field]?.message}</Form.Control.Feedback>
        </Form.Group>
      ))}
      {SECRET_FIELDS.filter((f) => fields.includes(f)).map((field) => (
        <SecretField
          key={field}
          id={`wa-${field}`}
          label={label(field)}
          stored={!!setting?.[field]}
          error={errors[field]?.message}
          disabled={readOnly}
          registration={form.register(field)}
          endpointHint={field === 'accessToken' ? STORED_SECRET_MSG.whatsAppTokenHint : undefined}
          help={field === 'appSecret' ? t('channelSettings.whatsapp.appSecretHint') : undefined}
        />
      ))}
      <Form.Group className="mb-3" controlId="wa-apiBaseUrl">
        <Form.Label>{tc('apiBaseUrl.label')}</Form.Label>
        <Form.Control
          {...form.register('apiBaseUrl')}
          type="url"
          placeholder={tc('apiBaseUrl.placeholder')}
          isInvalid={!!errors.apiBaseUrl}
          disabled={readOnly}
        />
        <Form.Control.Feedback type="invalid">{errors.apiBaseUrl?.message}</Form.Control.Feedback>
        <Form.Text>{tc('apiBaseUrl.hint')}</Form.Text>
      </Form.Group>
      {serverError ? (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      ) : null}
      {readOnly ? null : (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('channelSettings.saving') : t('channelSettings.save')}
        </Button>
      )}
    </Form>
  );
}
