import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import {
  HOUSING_TYPES,
  ZSmtpHousingFormSchema,
} from '@resonate/contracts/communication-settings/email-options';
import { notifySuccess } from '@/shared/lib/notify';
import { useSmtpHousing, type TSmtpHousing } from '../../api/email-options';

/** Where the client's mail leaves from: our shared IP pool, or a dedicated IP of its own. */
export function HousingCard({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('channelSettings');
  const { query, save } = useSmtpHousing(clientId);
  const form = useForm<TSmtpHousing>({
    resolver: zodResolver(ZSmtpHousingFormSchema),
    values: query.data ?? { housingType: 'shared_pool', ipAddress: '' },
  });
  const housingType = useWatch({ control: form.control, name: 'housingType' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, ipAddress: values.housingType === 'dedicated_ip' ? values.ipAddress : '' },
      { onSuccess: () => notifySuccess(t('housing.title'), t('housing.saved')) },
    ),
  );
  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('housing.title')}</h2>
        <p className="text-body-secondary">{t('housing.intro')}</p>
        {query.isPending ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={6} /> <Placeholder xs={4} />
          </Placeholder>
        ) : (
          <Form noValidate onSubmit={submit} data-allow-enter>
            <fieldset disabled={!isAdmin || save.isPending}>
              <legend className="visually-hidden">{t('housing.title')}</legend>
              {HOUSING_TYPES.map((type) => (
                <Form.Check
                  key={type}
                  type="radio"
                  id={`housing-${type}`}
                  value={type}
                  label={t(`housing.types.${type}`)}
                  {...form.register('housingType')}
                />
              ))}
              <Form.Group
                className="mt-3 mb-3"
                controlId="housing-ip"
                style={{ maxWidth: '20rem' }}
              >
                <Form.Label>{t('housing.ipAddress')}</Form.Label>
                <Form.Control
                  {...form.register('ipAddress')}
                  placeholder="203.0.113.25"
                  disabled={housingType !== 'dedicated_ip'}
                  isInvalid={!!errors.ipAddress}
                />
                <Form.Control.Feedback type="invalid">
                  {errors.ipAddress?.message}
                </Form.Control.Feedback>
                <Form.Text>{t('housing.ipHint')}</Form.Text>
              </Form.Group>
            </fieldset>
            {save.error ? (
              <div className="alert alert-danger" role="alert">
                {save.error.message}
              </div>
            ) : null}
            {isAdmin ? (
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('saving') : t('housing.save')}
              </Button>
            ) : null}
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
