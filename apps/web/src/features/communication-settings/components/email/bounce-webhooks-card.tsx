import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import {
  BOUNCE_MSG,
  ZBounceWebhookKeysSchema,
  type TBounceWebhookKeys,
  type TBounceWebhookProvider,
  type TBounceWebhookSettings,
} from '@resonate/contracts/campaigns/bounces';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useBounceWebhooks } from '../../api/bounce-webhooks';
import { SecretField } from '../channel-common/secret-field';
import { WebhookUrl } from './webhook-url';
import { setFieldErrors } from '@/shared/api/field-errors';

type TKeys = TBounceWebhookKeys;
type TKeyName = keyof TKeys;
const EMPTY: TKeys = { sendGridPublicKey: '', mailgunSigningKey: '' };

/** Postmark signs nothing: its URL carries the basic-auth credentials we issued. */
function postmarkUrl(settings: TBounceWebhookSettings): string {
  const url = new URL(settings.urls.Postmark);
  url.username = settings.postmark.username;
  url.password = settings.postmark.password;
  return url.href;
}

/**
 * Where Amazon SES (through SNS), SendGrid, Mailgun and Postmark post bounces and complaints,
 * and the keys that prove a SendGrid or Mailgun post is genuine. A saved key is never shown: an
 * empty field keeps it, Remove deletes it.
 */
export function BounceWebhooksCard({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('channelSettings');
  const { query, save } = useBounceWebhooks(clientId);
  const form = useForm<TKeys, unknown, TBounceWebhookKeys>({
    resolver: zodResolver(ZBounceWebhookKeysSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const send = (keys: TBounceWebhookKeys) =>
    save.mutate(keys, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess(t('bounceWebhooks.title'), BOUNCE_MSG.keysSaved);
      },
      onError: (error) => setFieldErrors(form.setError, error),
    });
  // Only what was typed: a field left empty keeps the saved key.
  const submit = form.handleSubmit((values) =>
    send(Object.fromEntries(Object.entries(values).filter(([, value]) => value))),
  );
  const typed = useWatch({ control: form.control });
  const serverError =
    save.error && !(isApiError(save.error) && save.error.envelope?.errors)
      ? save.error.message
      : null;
  const settings = query.data;

  const keyField = (name: TKeyName, stored: boolean) => (
    <>
      <SecretField
        id={`bounce-${name}`}
        label={t(`bounceWebhooks.${name}`)}
        stored={stored}
        error={errors[name]?.message}
        disabled={!isAdmin || save.isPending}
        registration={form.register(name)}
      />
      {stored && isAdmin ? (
        <Button
          variant="outline-danger"
          size="sm"
          className="mb-3"
          disabled={save.isPending}
          onClick={() => send({ [name]: '' })}
        >
          {t(`bounceWebhooks.remove.${name}`)}
        </Button>
      ) : null}
    </>
  );

  const providerSection = (
    provider: TBounceWebhookProvider,
    url: string,
    key: ReactNode = null,
    className = 'mb-4',
  ) => {
    const id = `bounce-${provider.toLowerCase()}`;
    return (
      <section aria-labelledby={id} className={className}>
        <h3 className="h6" id={id}>
          {t(`bounceWebhooks.providers.${provider}`)}
        </h3>
        <WebhookUrl id={`${id}-url`} provider={provider} url={url} />
        {key}
      </section>
    );
  };

  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('bounceWebhooks.title')}</h2>
        <p className="text-body-secondary">{t('bounceWebhooks.intro')}</p>
        {!settings ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={6} /> <Placeholder xs={8} /> <Placeholder xs={5} />
          </Placeholder>
        ) : (
          <Form noValidate onSubmit={submit} data-allow-enter style={{ maxWidth: '48rem' }}>
            {providerSection('Ses', settings.urls.Ses)}
            {providerSection(
              'SendGrid',
              settings.urls.SendGrid,
              keyField('sendGridPublicKey', settings.sendGridKeySet),
            )}
            {providerSection(
              'Mailgun',
              settings.urls.Mailgun,
              keyField('mailgunSigningKey', settings.mailgunKeySet),
            )}
            {providerSection('Postmark', postmarkUrl(settings), null, 'mb-3')}
            {serverError ? (
              <div className="alert alert-danger" role="alert">
                {serverError}
              </div>
            ) : null}
            {isAdmin ? (
              <Button
                type="submit"
                disabled={save.isPending || !(typed.sendGridPublicKey || typed.mailgunSigningKey)}
              >
                {save.isPending ? t('saving') : t('bounceWebhooks.save')}
              </Button>
            ) : null}
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
