import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useAppStore } from '@/shared/store/app-store';
import { useLicenceStanding } from '../api/licence-standing';
import './licence-banner.scss';

/**
 * The licence banner on every signed-in page (issue 26, item 1): during the grace period after
 * a licence ends, for account admins (who can renew; sending still works); once it has lapsed or
 * before it starts, for everyone, since their sends, imports and journeys are refused.
 */
export default function LicenceBanner() {
  const { t, ready } = useTranslation('licence');
  const { formatDate } = useDateTimeFormat();
  const isAdmin = useAppStore((state) => state.accountAdmin === true);
  const { data } = useLicenceStanding();
  if (!ready || !data) return null;
  const { state } = data;
  if (state === 'active' || state === 'unlicensed') return null;
  if (state === 'grace' && !isAdmin) return null;

  let text: string;
  if (state === 'notStarted') {
    text = t('banner.notStarted', { date: formatDate(data.validFrom ?? '') });
  } else {
    const date = formatDate(data.validUntil ?? '');
    text =
      state === 'lapsed'
        ? t('banner.lapsed', { date })
        : t('banner.grace', { date, count: data.graceDaysLeft ?? 1 });
  }
  return (
    <section
      aria-label={t('banner.label')}
      className={`alert ${state === 'grace' ? 'alert-warning' : 'alert-danger'} app-licence-banner rounded-0 border-start-0 border-end-0 mb-0 py-2`}
    >
      <div className="app-licence-banner__inner d-flex flex-wrap align-items-center gap-2">
        <span>{text}</span>
        {isAdmin ? (
          <Link className="alert-link" to={paths.licenseInfo.getHref()}>
            {t('banner.renew')}
          </Link>
        ) : state === 'lapsed' ? (
          <span>{t('banner.lapsedMember')}</span>
        ) : null}
      </div>
    </section>
  );
}
