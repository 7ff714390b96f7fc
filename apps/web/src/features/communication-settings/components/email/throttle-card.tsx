import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  ZSmtpThrottleFormSchema,
  type TSmtpThrottle,
} from '@resonate/contracts/communication-settings/email-options';
import { notifySuccess } from '@/shared/lib/notify';
import { useEmailMutations, useSmtpThrottle } from '../../api/email';

const FIELDS = ['perSecond', 'perMinute', 'perHour'] as const;

/** Sending limits every send honours (0 = no limit). */
export function ThrottleCard({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const throttle = useSmtpThrottle(clientId);
  const { saveThrottle } = useEmailMutations(clientId);
  const form = useForm<TSmtpThrottle>({
    resolver: zodResolver(ZSmtpThrottleFormSchema),
    values: throttle.data ?? { perSecond: 0, perMinute: 0, perHour: 0 },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    saveThrottle.mutate(values, {
      onSuccess: () =>
        notifySuccess(t('emailSettings.throttle.title'), t('emailSettings.throttle.saved')),
    }),
  );
  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('emailSettings.throttle.title')}</h2>
        <p className="text-body-secondary">{t('emailSettings.throttle.intro')}</p>
        <Form noValidate onSubmit={submit}>
          <fieldset disabled={!isAdmin || saveThrottle.isPending}>
            <Row>
              {FIELDS.map((name) => (
                <Form.Group
                  as={Col}
                  md={4}
                  className="mb-3"
                  controlId={`throttle-${name}`}
                  key={name}
                >
                  <Form.Label>{t(`emailSettings.throttle.${name}`)}</Form.Label>
                  <Form.Control
                    type="number"
                    min={0}
                    {...form.register(name, { valueAsNumber: true })}
                    isInvalid={!!errors[name]}
                  />
                  <Form.Control.Feedback type="invalid">
                    {errors[name]?.message}
                  </Form.Control.Feedback>
                </Form.Group>
              ))}
            </Row>
          </fieldset>
          {saveThrottle.error ? (
            <div className="alert alert-danger" role="alert">
              {saveThrottle.error.message}
            </div>
          ) : null}
          {isAdmin ? (
            <Button type="submit" disabled={saveThrottle.isPending}>
              {saveThrottle.isPending
                ? t('channelSettings.saving')
                : t('emailSettings.throttle.save')}
            </Button>
          ) : null}
        </Form>
      </Card.Body>
    </Card>
  );
}
