import { CalendarClock, KeyRound, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TLicenceSummary } from '@resonate/contracts/onboarding/licence';
import { ChannelChips } from '@/shared/components/licence-key/channel-chips';
import { LicenceStatusBadge } from './licence-status-badge';
import { validityProgress } from './licence-validity';
import { Meter } from './meter';

/** The current licence: type, key (masked) or order, validity with days left, channels. */
export function CurrentLicenceCard({
  licence,
  daysLeft,
  formatDate,
}: {
  licence: TLicenceSummary;
  daysLeft: number;
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('licence');
  const progress = validityProgress(licence, daysLeft);
  const expired = licence.status === 'expired';
  return (
    <section className="card app-card h-100" aria-labelledby="current-licence-title">
      <div className="card-header d-flex align-items-center gap-2">
        <KeyRound size={18} aria-hidden="true" />
        <h2 id="current-licence-title" className="h6 mb-0 flex-grow-1">
          {t('info.current')}
        </h2>
        <LicenceStatusBadge status={licence.status} />
      </div>
      <div className="card-body">
        <div className="licence-info__type">
          <span className="licence-info__type-name">{licence.licenceTypeName}</span>
          {licence.isAgency ? (
            <span className="badge text-bg-primary">{t('info.agencyBadge')}</span>
          ) : null}
        </div>
        {licence.maskedKey ? (
          <p className="licence-info__key">
            <span className="visually-hidden">{t('info.keyLabel')}: </span>
            <code>{licence.maskedKey}</code>
          </p>
        ) : licence.orderId ? (
          <p className="licence-info__key">
            <Receipt size={14} aria-hidden="true" />{' '}
            {t('info.boughtWith', { orderId: licence.orderId })}
          </p>
        ) : null}

        <h3 className="licence-info__label">
          <CalendarClock size={14} aria-hidden="true" /> {t('info.validity')}
        </h3>
        <div className="d-flex justify-content-between align-items-baseline gap-3 mb-2">
          <strong className={`licence-info__days text-${progress.variant}`}>
            {expired
              ? t('info.expiredOn', { date: formatDate(licence.validUntil) })
              : daysLeft === 0
                ? t('info.lastDay')
                : t('info.daysLeft', { count: daysLeft })}
          </strong>
          <span className="small text-body-secondary">
            {t('info.period', {
              from: formatDate(licence.validFrom),
              until: formatDate(licence.validUntil),
            })}
          </span>
        </div>
        <Meter
          percent={progress.percent}
          variant={progress.variant}
          label={t('info.validityProgress')}
        />
        {!expired && daysLeft <= 30 ? (
          <p className="small text-body-secondary mt-2 mb-0">{t('info.expiresSoon')}</p>
        ) : null}

        <h3 className="licence-info__label mt-4">{t('info.channels')}</h3>
        <ChannelChips channelIds={licence.channelIds} label={t('info.channels')} />
      </div>
    </section>
  );
}
