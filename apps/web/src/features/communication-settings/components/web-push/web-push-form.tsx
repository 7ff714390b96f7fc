import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  ZWebPushFormSchema,
  type TWebPushFormInput,
  type TWebPushSetting,
} from '@resonate/contracts/communication-settings/web-push';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useWebPushMutations } from '../../api/web-push';
import { SecretField } from '../channel-common/secret-field';
import { setFieldErrors } from '@/shared/api/field-errors';

type TOutput = z.output<typeof ZWebPushFormSchema>;
const TEXT_FIELDS = [
  'authDomain',
  'databaseUrl',
  'projectId',
  'storageBucket',
  'messagingSenderId',
] as const;

/** The Firebase web config of the site (spec section 3); the API key stays masked. */
export function WebPushForm({
  clientId,
  setting,
  readOnly,
}: {
  clientId: number;
  setting: TWebPushSetting | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pages');
  const { save } = useWebPushMutations(clientId);
  const form = useForm<TWebPushFormInput, unknown, TOutput>({
    resolver: zodResolver(ZWebPushFormSchema),
    values: {
      apiKey: '',
      authDomain: setting?.authDomain ?? '',
      databaseUrl: setting?.databaseUrl ?? '',
      projectId: setting?.projectId ?? '',
      storageBucket: setting?.storageBucket ?? '',
      messagingSenderId: setting?.messagingSenderId ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    save.mutate(
      { ...values, updatedAt: setting?.updatedAt },
      {
        onSuccess: () =>
          notifySuccess(t('channelSettings.webPush.title'), t('channelSettings.webPush.saved')),
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
      <Row>
        <Col md={6}>
          <SecretField
            id="wp-apiKey"
            label={t('channelSettings.webPush.fields.apiKey')}
            stored={!!setting?.apiKey}
            error={errors.apiKey?.message}
            disabled={readOnly}
            registration={form.register('apiKey')}
          />
        </Col>
        {TEXT_FIELDS.map((field) => (
          <Col md={6} key={field}>
            <Form.Group className="mb-3" controlId={`wp-${field}`}>
              <Form.Label>{t(`channelSettings.webPush.fields.${field}`)}</Form.Label>
              <Form.Control
                {...form.register(field)}
                placeholder={t(`channelSettings.webPush.placeholders.${field}`)}
                isInvalid={!!errors[field]}
                disabled={readOnly}
              />
              <Form.Control.Feedback type="invalid">{errors[field]?.message}</Form.Control.Feedback>
            </Form.Group>
          </Col>
        ))}
      </Row>
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
