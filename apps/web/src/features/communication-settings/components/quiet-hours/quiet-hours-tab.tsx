import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import {
  QUIET_HOURS_CHANNELS,
  QUIET_HOURS_DEFAULT,
  ZQuietHoursSchema,
  type TQuietHours,
  type TQuietHoursView,
} from '@resonate/contracts/communication-settings/quiet-hours';
import { setFieldErrors } from '@/shared/api/field-errors';
import { notifySuccess } from '@/shared/lib/notify';
import { useQuietHours, useSaveQuietHours } from '../../api/quiet-hours';
import { QuietHoursRow } from './quiet-hours-row';
import './quiet-hours.scss';

/** One row per channel, the saved rule or an off one with the usual night (21:00 to 08:00). */
function formValues(saved: TQuietHoursView | undefined): TQuietHours {
  return {
    rules: QUIET_HOURS_CHANNELS.map(
      ({ channelId }) =>
        saved?.rules.find((rule) => rule.channelId === channelId) ?? {
          channelId,
          enabled: false,
          ...QUIET_HOURS_DEFAULT,
        },
    ),
  };
}

/**
 * The Quiet hours tab (issue 27, item 4): per channel, the hours of the contact's night when
 * marketing messages wait. Off for every channel until switched on.
 */
export function QuietHoursTab() {
  const { t } = useTranslation('pages');
  const saved = useQuietHours();
  if (saved.isPending) {
    return (
      <div className="py-4 text-center">
        <Spinner animation="border" role="status" size="sm" />
        <span className="visually-hidden">{t('channelSettings.loading')}</span>
      </div>
    );
  }
  return <QuietHoursForm saved={saved.data} />;
}

export function QuietHoursForm({ saved }: { saved: TQuietHoursView | undefined }) {
  const { t } = useTranslation('pages');
  const save = useSaveQuietHours();
  const form = useForm<TQuietHours>({
    resolver: zodResolver(ZQuietHoursSchema),
    values: formValues(saved),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        notifySuccess(t('channelSettings.quietHours.title'), t('channelSettings.quietHours.saved')),
      onError: (error) => setFieldErrors(form.setError, error, { root: true }),
    }),
  );
  const listError = errors.rules?.message ?? errors.rules?.root?.message ?? errors.root?.message;

  return (
    <Card as="section" aria-labelledby="quiet-hours-title" className="mb-4">
      <Card.Body>
        <h2 id="quiet-hours-title" className="h5">
          {t('channelSettings.quietHours.title')}
        </h2>
        <p className="text-body-secondary">{t('channelSettings.quietHours.intro')}</p>
        <p className="text-body-secondary small">{t('channelSettings.quietHours.timeZones')}</p>
        <Form noValidate onSubmit={submit}>
          <Table responsive className="align-middle">
            <thead>
              <tr>
                <th scope="col">{t('channelSettings.quietHours.channel')}</th>
                <th scope="col" className="quiet-hours-time">
                  {t('channelSettings.quietHours.from')}
                </th>
                <th scope="col" className="quiet-hours-time">
                  {t('channelSettings.quietHours.until')}
                </th>
                <th scope="col">{t('channelSettings.quietHours.effect')}</th>
              </tr>
            </thead>
            <tbody>
              {QUIET_HOURS_CHANNELS.map((channel, index) => (
                <QuietHoursRow
                  key={channel.channelId}
                  form={form}
                  index={index}
                  name={channel.name}
                />
              ))}
            </tbody>
          </Table>
          {listError ? <Alert variant="danger">{listError}</Alert> : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('channelSettings.saving') : t('channelSettings.save')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
