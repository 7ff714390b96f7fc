import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import { ZExtendedSystemFormSchema } from '@resonate/contracts/communication-settings/email-options';
import { notifySuccess } from '@/shared/lib/notify';
import { useExtendedSystem, type TExtendedSystem } from '../../api/email-options';
import './email-settings.scss';

const SWITCHES = ['trackOpens', 'trackClicks', 'listUnsubscribeHeader'] as const;
const DEFAULTS: TExtendedSystem = {
  trackOpens: true,
  trackClicks: true,
  listUnsubscribeHeader: true,
  replyToMail: '',
};

/** Options every email send applies: open and click tracking, List-Unsubscribe, Reply-To. */
export function ExtendedSystemCard({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('channelSettings');
  const { query, save } = useExtendedSystem(clientId);
  const form = useForm<TExtendedSystem>({
    resolver: zodResolver(ZExtendedSystemFormSchema),
    values: query.data ?? DEFAULTS,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifySuccess(t('extended.title'), t('extended.saved')),
    }),
  );
  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('extended.title')}</h2>
        <p className="text-body-secondary">{t('extended.intro')}</p>
        {query.isPending ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={5} /> <Placeholder xs={5} /> <Placeholder xs={7} />
          </Placeholder>
        ) : (
          <Form noValidate onSubmit={submit} data-allow-enter>
            <fieldset disabled={!isAdmin || save.isPending}>
              <legend className="visually-hidden">{t('extended.title')}</legend>
              {SWITCHES.map((name) => (
                <Form.Group className="mb-2" key={name}>
                  <Form.Check
                    type="switch"
                    role="switch"
                    id={`extended-${name}`}
                    label={t(`extended.${name}`)}
                    aria-describedby={`extended-${name}-hint`}
                    {...form.register(name)}
                  />
                  {/* Lined up with the label: a switch's label sits 2.5em in. */}
                  <Form.Text id={`extended-${name}-hint`} className="d-block mt-0 ps-switch">
                    {t(`extended.${name}Hint`)}
                  </Form.Text>
                </Form.Group>
              ))}
              <Form.Group
                className="mt-3 mb-3"
                controlId="extended-replyTo"
                style={{ maxWidth: '32rem' }}
              >
                <Form.Label>{t('extended.replyToMail')}</Form.Label>
                <Form.Control
                  type="email"
                  {...form.register('replyToMail')}
                  placeholder="support@example.com"
                  isInvalid={!!errors.replyToMail}
                />
                <Form.Control.Feedback type="invalid">
                  {errors.replyToMail?.message}
                </Form.Control.Feedback>
                <Form.Text>{t('extended.replyToHint')}</Form.Text>
              </Form.Group>
            </fieldset>
            {save.error ? (
              <div className="alert alert-danger" role="alert">
                {save.error.message}
              </div>
            ) : null}
            {isAdmin ? (
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('saving') : t('extended.save')}
              </Button>
            ) : null}
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
