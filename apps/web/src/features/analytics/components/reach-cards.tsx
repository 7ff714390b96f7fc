import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@resonate/contracts/analytics/audience-360';
import { timeAgo } from '@resonate/contracts/format/relative-time';

/** How the person can be reached: addresses, devices and browsers (tokens masked). */
export function IdentitiesCard({ identities }: { identities: TUserInfo['identities'] }) {
  const { t } = useTranslation('analytics360');
  return (
    <section className="card app-card" aria-labelledby="a360-identities-title">
      <div className="card-header">
        <h2 id="a360-identities-title" className="h6 mb-0">
          {t('identities.title')}
        </h2>
      </div>
      {identities.length === 0 ? (
        <p className="card-body mb-0 small text-body-secondary">{t('identities.none')}</p>
      ) : (
        <ul className="a360-list">
          {identities.map((identity, index) => (
            <li key={`${identity.kind}-${index}`}>
              <span className="small text-body-secondary">
                {t(`identityKinds.${identity.kind}`)}
              </span>
              <span className="text-break">{identity.label}</span>
              <time className="small text-body-secondary" dateTime={identity.createdAt}>
                {t('identities.added', { ago: timeAgo(identity.createdAt) })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const CONSENT_ICON = { subscribed: Check, unsubscribed: X, unknown: Minus } as const;

/** Consent per channel: subscribed, unsubscribed, or never asked. */
export function ConsentCard({ consent }: { consent: TUserInfo['consent'] }) {
  const { t } = useTranslation('analytics360');
  return (
    <section className="card app-card" aria-labelledby="a360-consent-title">
      <div className="card-header">
        <h2 id="a360-consent-title" className="h6 mb-0">
          {t('consent.title')}
        </h2>
      </div>
      <ul className="a360-consent">
        {consent.map(({ channel, status }) => {
          const known = status === 'subscribed' || status === 'unsubscribed';
          const Icon = CONSENT_ICON[known ? status : 'unknown'];
          return (
            <li
              key={channel}
              className={`a360-consent__item a360-consent__item--${known ? status : 'unknown'}`}
            >
              <Icon size={14} aria-hidden="true" />
              <span>{t(`consentChannels.${channel}`)}</span>
              <span className="visually-hidden">: </span>
              <span className="small">{t(`consent.${known ? status : 'unknown'}`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Static and dynamic lists the person is in now. */
export function ListsCard({ lists, anonymous }: { lists: TUserInfo['lists']; anonymous: boolean }) {
  const { t } = useTranslation('analytics360');
  return (
    <section className="card app-card" aria-labelledby="a360-lists-title">
      <div className="card-header">
        <h2 id="a360-lists-title" className="h6 mb-0">
          {t('lists.title')}
        </h2>
      </div>
      {lists.length === 0 ? (
        <p className="card-body mb-0 small text-body-secondary">
          {anonymous ? t('lists.anonymous') : t('lists.none')}
        </p>
      ) : (
        <ul className="a360-list">
          {lists.map((list) => (
            <li key={list.listId} className="a360-list__inline">
              <span>{list.name}</span>
              <span className="badge text-bg-light border">{t(`listKinds.${list.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
