import type { TComposeSendingDomain } from '@resonate/contracts/campaigns/compose';
import { COMMUNICATION_LIMITS, type TSender } from '@resonate/contracts/campaigns/communications';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { sendingDomainOf } from '../lib/sender';

type TProps = {
  domains: TComposeSendingDomain[];
  sender: TSender;
  errors: TFieldErrors;
  onChange: (sender: TSender) => void;
};

/**
 * Who an email is from (issue 22): one of the client's sending domains (unverified ones shown
 * but not choosable, with the records they miss) and an address at it, defaulting to the
 * domain's from mail; the display name and Reply-To.
 */
export function EmailSenderFields({ domains, sender, errors, onChange }: TProps) {
  const { t } = useTranslation('compose');
  const verified = domains.filter((domain) => domain.verified);
  const chosen = sendingDomainOf(sender, domains);
  const domainError = errors['sender.sendingDomainId'];
  return (
    <fieldset className="mt-4">
      <legend className="form-label fs-6">{t('sender.legend')}</legend>
      {verified.length === 0 && (
        <Alert variant="warning" className="py-2">
          {t('sender.noDomain')}{' '}
          <Link to={paths.preferences.communicationSettings.getHref()}>{t('setup.setUpLink')}</Link>
          .
        </Alert>
      )}
      <div className="row g-3">
        <Form.Group className="col-md-6" controlId="compose-sending-domain">
          <Form.Label>{t('sender.domain')}</Form.Label>
          <Form.Select
            value={chosen?.domainId ?? ''}
            isInvalid={Boolean(domainError)}
            onChange={(event) => {
              const domainId = Number(event.target.value);
              // A From typed for the previous domain would not belong to the new one.
              onChange({ ...sender, sendingDomainId: domainId || undefined, fromMail: '' });
            }}
          >
            {domains.map((domain) => (
              <option key={domain.domainId} value={domain.domainId} disabled={!domain.verified}>
                {domain.verified
                  ? domain.domainName
                  : `${domain.domainName} (${t('sender.notVerified', {
                      missing: domain.missing.join(', '),
                    })})`}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{domainError}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-md-6" controlId="compose-from-mail">
          <Form.Label>{t('sender.fromMail')}</Form.Label>
          <Form.Control
            type="email"
            value={sender.fromMail ?? ''}
            placeholder={chosen?.fromMail ?? ''}
            isInvalid={Boolean(errors['sender.fromMail'])}
            onChange={(event) => onChange({ ...sender, fromMail: event.target.value })}
          />
          {chosen && (
            <Form.Text>
              {t('sender.fromMailHint', { domain: chosen.domainName, fromMail: chosen.fromMail })}
            </Form.Text>
          )}
          <Form.Control.Feedback type="invalid">{errors['sender.fromMail']}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-md-6" controlId="compose-from-name">
          <Form.Label>{t('sender.fromName')}</Form.Label>
          <Form.Control
            value={sender.fromName ?? ''}
            maxLength={COMMUNICATION_LIMITS.fromNameMax}
            placeholder={t('sender.fromNamePlaceholder')}
            onChange={(event) => onChange({ ...sender, fromName: event.target.value })}
          />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="compose-reply-to">
          <Form.Label>{t('sender.replyTo')}</Form.Label>
          <Form.Control
            type="email"
            value={sender.replyTo ?? ''}
            maxLength={COMMUNICATION_LIMITS.addressMax}
            onChange={(event) => onChange({ ...sender, replyTo: event.target.value })}
          />
          <Form.Text>{t('sender.replyToHint')}</Form.Text>
        </Form.Group>
      </div>
    </fieldset>
  );
}
