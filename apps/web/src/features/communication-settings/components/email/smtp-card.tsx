import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  SMTP_SECURITIES,
  ZSmtpClientSettingFormSchema,
  type TSmtpClientSetting,
  type TSmtpClientSettingForm,
} from '@resonate/contracts/communication-settings/email';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useEmailMutations } from '../../api/email';
import { SecretField } from '../channel-common/secret-field';
import { SmtpTestButtons } from './smtp-test-buttons';

type TOut = z.output<typeof ZSmtpClientSettingFormSchema>;
const FIELDS = ['mode', 'host', 'port', 'security', 'username', 'password', 'volume'] as const;

const toForm = (setting: TSmtpClientSetting | null): TSmtpClientSettingForm => ({
  mode: setting?.mode ?? 'shared',
  host: setting?.host ?? '',
  port: setting ? String(setting.port) : '587',
  security: setting?.security ?? 'starttls',
  username: setting?.username ?? '',
  // Never the stored password: the field stays empty with a masked placeholder.
  password: '',
  volume: setting?.volume ?? 0,
});

/** The SMTP server: dedicated or shared, host, port, security, login and monthly volume. */
export function SmtpCard({
  clientId,
  setting,
  isAdmin,
}: {
  clientId: number;
  setting: TSmtpClientSetting | null;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('pages');
  const { saveSetting } = useEmailMutations(clientId);
  const form = useForm<TSmtpClientSettingForm, unknown, TOut>({
    resolver: zodResolver(ZSmtpClientSettingFormSchema),
    values: toForm(setting),
  });
  const { errors } = form.formState;
  const readOnly = !isAdmin;

  const submit = form.handleSubmit((values) => {
    saveSetting.mutate(
      { ...values, updatedAt: setting?.updatedAt },
      {
        onSuccess: () =>
          notifySuccess(t('emailSettings.smtp.title'), t('emailSettings.smtp.saved')),
        onError: (error) => {
          const fields = isApiError(error) ? error.envelope?.errors : undefined;
          for (const [field, message] of Object.entries(fields ?? {})) {
            const name = FIELDS.find((f) => f === field);
            if (name) form.setError(name, { message });
          }
        },
      },
    );
  });
  // The last save's warning (a host that did not resolve); the next save replaces it.
  const warning = saveSetting.data?.warning;
  const serverError =
    saveSetting.error && !(isApiError(saveSetting.error) && saveSetting.error.envelope?.errors)
      ? saveSetting.error.message
      : null;

  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('emailSettings.smtp.title')}</h2>
        <p className="text-body-secondary">{t('emailSettings.smtp.intro')}</p>
        {setting?.outbox && (
          <Alert variant="info" className="py-2">
            {t('emailSettings.smtp.outbox')}
          </Alert>
        )}
        <Form noValidate onSubmit={submit}>
          <fieldset disabled={readOnly || saveSetting.isPending}>
            <Form.Group className="mb-3">
              <Form.Label as="legend" className="fs-6">
                {t('emailSettings.smtp.mode')}
              </Form.Label>
              <div>
                {(['dedicated', 'shared'] as const).map((mode) => (
                  <Form.Check
                    key={mode}
                    inline
                    type="radio"
                    id={`smtp-mode-${mode}`}
                    value={mode}
                    label={t(`emailSettings.smtp.modes.${mode}`)}
                    {...form.register('mode')}
                  />
                ))}
              </div>
            </Form.Group>
            <Row>
              <Form.Group as={Col} md={8} className="mb-3" controlId="smtp-host">
                <Form.Label>{t('emailSettings.smtp.host')}</Form.Label>
                <Form.Control {...form.register('host')} isInvalid={!!errors.host} />
                <Form.Control.Feedback type="invalid">{errors.host?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group as={Col} md={4} className="mb-3" controlId="smtp-port">
                <Form.Label>{t('emailSettings.smtp.port')}</Form.Label>
                <Form.Control
                  {...form.register('port')}
                  inputMode="numeric"
                  isInvalid={!!errors.port}
                />
                <Form.Control.Feedback type="invalid">{errors.port?.message}</Form.Control.Feedback>
              </Form.Group>
            </Row>
            <Row>
              <Form.Group as={Col} md={4} className="mb-3" controlId="smtp-security">
                <Form.Label>{t('emailSettings.smtp.security')}</Form.Label>
                <Form.Select {...form.register('security')}>
                  {SMTP_SECURITIES.map((s) => (
                    <option key={s} value={s}>
                      {t(`emailSettings.smtp.securities.${s}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group as={Col} md={4} className="mb-3" controlId="smtp-username">
                <Form.Label>{t('emailSettings.smtp.username')}</Form.Label>
                <Form.Control
                  {...form.register('username')}
                  autoComplete="off"
                  isInvalid={!!errors.username}
                />
                <Form.Control.Feedback type="invalid">
                  {errors.username?.message}
                </Form.Control.Feedback>
              </Form.Group>
              <Col md={4}>
                <SecretField
                  id="smtp-password"
                  label={t('emailSettings.smtp.password')}
                  stored={setting?.hasPassword ?? false}
                  error={errors.password?.message}
                  registration={form.register('password')}
                  endpointHint={STORED_SECRET_MSG.smtpPasswordHint}
                />
              </Col>
            </Row>
            <Form.Group className="mb-3" controlId="smtp-volume" style={{ maxWidth: '16rem' }}>
              <Form.Label>{t('emailSettings.smtp.volume')}</Form.Label>
              <Form.Control
                type="number"
                min={0}
                {...form.register('volume', { valueAsNumber: true })}
                isInvalid={!!errors.volume}
              />
              <Form.Control.Feedback type="invalid">{errors.volume?.message}</Form.Control.Feedback>
            </Form.Group>
          </fieldset>
          {serverError ? (
            <div className="alert alert-danger" role="alert">
              {serverError}
            </div>
          ) : null}
          {warning && !saveSetting.isPending ? (
            <div className="alert alert-warning" role="status">
              {warning}
            </div>
          ) : null}
          {isAdmin ? (
            <Button type="submit" disabled={saveSetting.isPending}>
              {saveSetting.isPending ? t('channelSettings.saving') : t('emailSettings.smtp.save')}
            </Button>
          ) : null}
        </Form>
        {setting && isAdmin ? <SmtpTestButtons clientId={clientId} /> : null}
      </Card.Body>
    </Card>
  );
}
