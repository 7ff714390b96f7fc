import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { z } from 'zod';
import {
  WP_MSG,
  ZWebPushDomainSchema,
  type TWebPushDomain,
} from '@resonate/contracts/communication-settings/web-push';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { checkDomainExists, useWebPushMutations } from '../../api/web-push';
import '../channel-common/channel-settings.scss';

const ZFormSchema = z.object({ domain: ZWebPushDomainSchema });
type TForm = z.input<typeof ZFormSchema>;

/** The sites allowed to subscribe; a duplicate is flagged as soon as the field is left. */
export function DomainsSection({
  clientId,
  domains,
  readOnly,
}: {
  clientId: number;
  domains: TWebPushDomain[];
  readOnly: boolean;
}) {
  const { t } = useTranslation('pages');
  const { addDomain, deleteDomain } = useWebPushMutations(clientId);
  const form = useForm<TForm, unknown, z.output<typeof ZFormSchema>>({
    resolver: zodResolver(ZFormSchema),
    defaultValues: { domain: '' },
  });
  const { errors } = form.formState;
  const done = (message: string) => notifySuccess(t('channelSettings.webPush.title'), message);

  const onBlur = async () => {
    const parsed = ZWebPushDomainSchema.safeParse(form.getValues('domain'));
    if (parsed.success && (await checkDomainExists(clientId, parsed.data))) {
      form.setError('domain', { message: WP_MSG.domainExists });
    }
  };
  const submit = form.handleSubmit(({ domain }) => {
    addDomain.mutate(domain, {
      onSuccess: () => {
        form.reset();
        done(t('channelSettings.webPush.domainAdded'));
      },
      onError: (error) => {
        const message = isApiError(error) ? error.envelope?.errors?.domain : undefined;
        form.setError('domain', { message: message ?? error.message });
      },
    });
  });

  return (
    <section className="mt-4" aria-labelledby="wp-domains-title">
      <h3 className="h6" id="wp-domains-title">
        {t('channelSettings.webPush.domainsTitle')}
      </h3>
      {readOnly ? null : (
        <Form noValidate onSubmit={submit} className="mb-2">
          <Form.Label htmlFor="wp-domain">{t('channelSettings.webPush.fields.domain')}</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              id="wp-domain"
              {...form.register('domain', { onBlur: () => void onBlur() })}
              placeholder="www.example.com"
              isInvalid={!!errors.domain}
            />
            <Button type="submit" disabled={addDomain.isPending}>
              {t('channelSettings.webPush.addDomain')}
            </Button>
            <Form.Control.Feedback type="invalid">{errors.domain?.message}</Form.Control.Feedback>
          </InputGroup>
        </Form>
      )}
      {domains.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('channelSettings.webPush.noDomains')}</p>
      ) : (
        <ul className="channel-list">
          {domains.map((d) => (
            <li key={d.domainId}>
              <span>{d.domain}</span>
              {readOnly ? null : (
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={deleteDomain.isPending}
                  aria-label={t('channelSettings.webPush.deleteDomain', { domain: d.domain })}
                  onClick={() =>
                    deleteDomain.mutate(d.domainId, {
                      onSuccess: () => done(t('channelSettings.webPush.domainDeleted')),
                    })
                  }
                >
                  {t('channelSettings.webPush.delete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
