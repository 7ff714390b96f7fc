import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Meter } from './meter';

/** Seats used and free: every user who is not deactivated holds one. */
export function SeatsCard({ seats, used }: { seats: number; used: number }) {
  const { t } = useTranslation('licence');
  const percent = seats > 0 ? Math.min(100, Math.round((used / seats) * 100)) : 100;
  const free = seats - used;
  const variant = free < 0 ? 'danger' : percent >= 90 ? 'warning' : 'primary';
  return (
    <section className="card app-card h-100" aria-labelledby="seats-title">
      <div className="card-header d-flex align-items-center gap-2">
        <Users size={18} aria-hidden="true" />
        <h2 id="seats-title" className="h6 mb-0">
          {t('info.seats')}
        </h2>
      </div>
      <div className="card-body">
        <p className="licence-info__seats" aria-hidden="true">
          <span className="licence-info__seats-used">{used}</span>
          <span className="text-body-secondary"> / {seats}</span>
        </p>
        <p className="small mb-2">{t('info.seatsUsed', { used, total: seats })}</p>
        <Meter percent={percent} variant={variant} label={t('info.seatsProgress')} />
        <p className={`small mt-2 mb-1 ${free < 0 ? 'text-danger' : 'fw-semibold'}`}>
          {free < 0 ? t('info.seatsOver', { count: -free }) : t('info.seatsFree', { count: free })}
        </p>
        <p className="small text-body-secondary mb-0">{t('info.seatsHint')}</p>
      </div>
    </section>
  );
}
