import { MailCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TContactOptIn } from '@resonate/contracts/audience/opt-in';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { notifySuccess } from '@/shared/lib/notify';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useContactOptIn, useResendOptInConfirmation } from '../../api/opt-in/opt-in-api';
import './opt-in.scss';

const BADGES: Record<TContactOptIn['status'], string> = {
  confirmed: 'text-bg-success',
  pending: 'text-bg-warning',
  none: 'text-bg-light',
};

/**
 * The contact's consent record (issue 28): whether their email address waits for confirmation
 * or was confirmed, when, how (which source) and from which IP and browser: the proof a data
 * protection request asks for. A pending contact can be mailed a new link (rate-limited).
 */
export function ContactOptIn({ contactId }: { contactId: number }) {
  const { t } = useTranslation('audience');
  const { formatDateTime } = useDateTimeFormat();
  const record = useContactOptIn(contactId);
  const resend = useResendOptInConfirmation(contactId);
  const data = record.data;
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd className="text-break">{value}</dd>
      </div>
    ) : null;
  return (
    <section className="card app-card" aria-labelledby="contact-opt-in-title">
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h2 id="contact-opt-in-title" className="h6 mb-0">
          <MailCheck size={16} aria-hidden="true" /> {t('optIn.title')}
        </h2>
        {data ? (
          <span className={`badge ${BADGES[data.status]}`}>{t(`optIn.status.${data.status}`)}</span>
        ) : null}
      </div>
      <div className="card-body small">
        {!data ? (
          <p className="mb-0 text-body-secondary" role="status">
            {record.isError ? t('optIn.loadFailed') : t('state.loading')}
          </p>
        ) : data.status === 'none' ? (
          <p className="mb-0 text-body-secondary">{t('optIn.none')}</p>
        ) : (
          <>
            <p className="mb-2">
              {data.status === 'confirmed'
                ? t('optIn.confirmedAt', {
                    when: formatDateTime(data.confirmedAt ?? ''),
                    ip: data.confirmedIp ?? '',
                  })
                : t('optIn.pendingSince', { when: formatDateTime(data.requestedAt ?? '') })}
            </p>
            <dl className="contact-opt-in__proof mb-0">
              {row(t('optIn.source'), data.source ? t(`optIn.sources.${data.source}`) : null)}
              {row(t('optIn.address'), data.email)}
              {row(t('optIn.requested'), data.requestedAt && formatDateTime(data.requestedAt))}
              {row(
                t('optIn.mails'),
                data.lastMailAt
                  ? t('optIn.mailsValue', {
                      count: data.mailsSent,
                      when: formatDateTime(data.lastMailAt),
                    })
                  : t('optIn.mailQueued'),
              )}
              {row(t('optIn.confirmed'), data.confirmedAt && formatDateTime(data.confirmedAt))}
              {row(t('optIn.ip'), data.confirmedIp)}
              {row(t('optIn.browser'), data.confirmedUserAgent)}
            </dl>
            {data.status === 'pending' && canChangeFeature(FEATURE_IDS.audience, 'edit') ? (
              <Button
                size="sm"
                variant="outline-secondary"
                className="mt-3"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(undefined, {
                    onSuccess: () => notifySuccess(t('optIn.title'), t('optIn.resent')),
                  })
                }
              >
                <Send size={14} aria-hidden="true" /> {t('optIn.resend')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
