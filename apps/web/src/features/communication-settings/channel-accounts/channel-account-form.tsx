import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { z } from 'zod';
import {
  ACCOUNT_PROVIDERS,
  ZUpsertChannelAccountRequestSchema,
  accountProviderOf,
  type TChannelAccount,
  type TUpsertChannelAccountInput,
  type TWebhookChoice,
} from '@resonate/contracts/communication-settings/channel-accounts';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { SecretField } from '../components/channel-common/secret-field';
import { useChannelAccountMutations } from './channel-accounts-api';
import { setFieldErrors } from '@/shared/api/field-errors';

type TOutput = z.output<typeof ZUpsertChannelAccountRequestSchema>;

/**
 * One channel's account: the provider, the fields it uses, its secret (kept when left empty),
 * the API base URL where the provider has one, and the webhook for outside platforms.
 */
export function ChannelAccountForm({
  clientId,
  channelId,
  channelName,
  account,
  webhooks,
  readOnly,
}: {
  clientId: number;
  channelId: number;
  channelName: string;
  account: TChannelAccount | undefined;
  webhooks: TWebhookChoice[];
  readOnly: boolean;
}) {
  const { t } = useTranslation('channelSettings');
  const { t: tp } = useTranslation('pages');
  const { save } = useChannelAccountMutations(clientId);
  const providers = ACCOUNT_PROVIDERS[channelId] ?? [];
  const form = useForm<TUpsertChannelAccountInput, unknown, TOutput>({
    resolver: zodResolver(ZUpsertChannelAccountRequestSchema),
    values: {
      clientId,
      channelId,
      provider: account?.provider ?? providers[0]?.id ?? '',
      settings: account?.settings ?? {},
      secret: '',
      apiBaseUrl: account?.apiBaseUrl ?? '',
      webhookId: account?.webhookId ?? null,
      updatedAt: account?.updatedAt,
    },
  });
  const { errors } = form.formState;
  const providerId = useWatch({ control: form.control, name: 'provider' });
  const provider = accountProviderOf(channelId, providerId);
  const id = (field: string) => `account-${channelId}-${field}`;

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => notifySuccess(channelName, t('channelAccounts.saved')),
      onError: (error) => setFieldErrors(form.setError, error),
    });
  });
  const serverError =
    save.error && !(isApiError(save.error) && save.error.envelope?.errors)
      ? save.error.message
      : null;

  return (
    <Form noValidate onSubmit={submit}>
      {providers.length > 1 ? (
        <Form.Group className="mb-3" controlId={id('provider')}>
          <Form.Label>{t('channelAccounts.provider')}</Form.Label>
          <Form.Select {...form.register('provider')} disabled={readOnly}>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : (
        <p className="small text-body-secondary mb-3">
          {t('channelAccounts.provider')}: {provider?.name}
        </p>
      )}
      {provider?.fields.map((field) => {
        const error = errors.settings?.[field]?.message;
        const optional = provider.optional?.includes(field);
        return (
          <Form.Group className="mb-3" controlId={id(field)} key={field}>
            <Form.Label>
              {t(`channelAccounts.fields.${field}`)}
              {optional ? ` ${t('channelAccounts.optional')}` : ''}
            </Form.Label>
            <Form.Control
              {...form.register(`settings.${field}`)}
              isInvalid={!!error}
              disabled={readOnly}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        );
      })}
      {provider?.secret ? (
        <SecretField
          id={id('secret')}
          label={t(`channelAccounts.secrets.${provider.secret}`)}
          stored={account?.provider === provider.id && !!account.secret}
          error={errors.secret?.message}
          disabled={readOnly}
          registration={form.register('secret')}
          endpointHint={STORED_SECRET_MSG.accountSecretHint}
        />
      ) : null}
      {provider?.webhook ? (
        <Form.Group className="mb-3" controlId={id('webhook')}>
          <Form.Label>{t('channelAccounts.webhook')}</Form.Label>
          <Form.Select
            {...form.register('webhookId', {
              setValueAs: (value: string | number | null) =>
                value === '' || value === null ? null : Number(value),
            })}
            isInvalid={!!errors.webhookId}
            disabled={readOnly || webhooks.length === 0}
          >
            <option value="">{t('channelAccounts.chooseWebhook')}</option>
            {webhooks.map((w) => (
              <option key={w.webhookId} value={w.webhookId}>
                {w.url}
                {w.active ? '' : ` (${t('channelAccounts.inactive')})`}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.webhookId?.message}</Form.Control.Feedback>
          <Form.Text>
            {webhooks.length === 0
              ? t('channelAccounts.noWebhooks')
              : t('channelAccounts.webhookHint')}
          </Form.Text>
        </Form.Group>
      ) : null}
      {provider?.apiBaseUrl ? (
        <Form.Group className="mb-3" controlId={id('apiBaseUrl')}>
          <Form.Label>{t('apiBaseUrl.label')}</Form.Label>
          <Form.Control
            {...form.register('apiBaseUrl')}
            type="url"
            placeholder={t('apiBaseUrl.placeholder')}
            isInvalid={!!errors.apiBaseUrl}
            disabled={readOnly}
          />
          <Form.Control.Feedback type="invalid">{errors.apiBaseUrl?.message}</Form.Control.Feedback>
          <Form.Text>{t('apiBaseUrl.hint')}</Form.Text>
        </Form.Group>
      ) : null}
      {serverError ? (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      ) : null}
      {readOnly ? null : (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : tp('channelSettings.save')}
        </Button>
      )}
    </Form>
  );
}
