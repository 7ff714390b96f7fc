import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@resonate/contracts/analytics/audience-360';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';

/** Who the person is: name, addresses, passport id and the client's custom fields. */
export function ProfileCard({ profile }: { profile: TUserInfo['profile'] }) {
  const { t } = useTranslation('analytics360');
  const { formatDate } = useDateTimeFormat();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const anonymous = profile.contactId === null;
  const rows: [string, string][] = [
    [t('profile.email'), profile.email ?? '—'],
    [t('profile.mobile'), profile.mobile ?? '—'],
    [t('profile.passportId'), profile.passportId],
    ...(profile.createdAt
      ? [[t('profile.since'), formatDate(profile.createdAt)] as [string, string]]
      : []),
    ...Object.entries(profile.attributes).map(
      ([label, value]) => [label, String(value)] as [string, string],
    ),
  ];
  return (
    <section className="card app-card" aria-labelledby="a360-profile-title">
      <div className="card-body">
        <div className="a360-profile__head">
          <span className="a360-profile__avatar" aria-hidden="true">
            <UserRound size={28} />
          </span>
          <div>
            <h2 id="a360-profile-title" className="h5 mb-0">
              {anonymous ? t('profile.anonymous') : name || profile.email || profile.mobile}
            </h2>
            {anonymous ? (
              <p className="small text-body-secondary mb-0">{t('profile.anonymousHint')}</p>
            ) : null}
          </div>
        </div>
        <dl className="a360-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="text-break">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
