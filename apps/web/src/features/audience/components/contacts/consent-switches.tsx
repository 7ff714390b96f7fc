import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { CONSENT_CHANNELS } from '@resonate/contracts/audience/contact-fields';
import type { TContactForm } from '../../hooks/contacts/use-contact-form';

/**
 * A switch per channel: on is subscribed, off unsubscribed. A channel the contact was never
 * asked about reads "Not asked" until the switch is touched.
 */
export function ConsentSwitches({ form, idPrefix }: { form: TContactForm; idPrefix: string }) {
  const { t } = useTranslation('audience');
  const consent = useWatch({ control: form.control, name: 'consent' });
  return (
    <fieldset className="contact-consent">
      <legend className="contact-form__legend">{t('form.consent')}</legend>
      {CONSENT_CHANNELS.map((channel) => {
        const status = consent[channel];
        return (
          <div key={channel} className="contact-consent__row">
            <Form.Check
              type="switch"
              role="switch"
              id={`${idPrefix}-consent-${channel}`}
              label={t(`channels.${channel}`)}
              aria-label={t('consent.switchLabel', { channel: t(`channels.${channel}`) })}
              checked={status === 'subscribed'}
              onChange={(event) =>
                form.setValue(
                  `consent.${channel}`,
                  event.target.checked ? 'subscribed' : 'unsubscribed',
                  {
                    shouldDirty: true,
                  },
                )
              }
            />
            <span
              className={`contact-consent__status contact-consent__status--${status || 'none'}`}
            >
              {t(`consent.${status || 'none'}`)}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
