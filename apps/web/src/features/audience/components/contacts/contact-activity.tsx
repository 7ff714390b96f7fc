import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TContactDetails } from '@resonate/contracts/audience/contacts';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';

/** Short identity values stay whole; long tokens show their start and end. */
function shorten(value: string): string {
  return value.length > 32 ? `${value.slice(0, 16)}…${value.slice(-8)}` : value;
}

/** The contact's channel identities (read-only: devices and subscriptions register them). */
export function ContactIdentities({ identities }: { identities: TContactDetails['identities'] }) {
  const { t } = useTranslation('audience');
  return (
    <section className="card app-card" aria-labelledby="contact-identities-title">
      <div className="card-header">
        <h2 id="contact-identities-title" className="h6 mb-0">
          {t('contact.identities')}
        </h2>
      </div>
      {identities.length === 0 ? (
        <p className="card-body mb-0 small text-body-secondary">{t('contact.noIdentities')}</p>
      ) : (
        <ul className="contact-side-list">
          {identities.map((identity) => (
            <li key={`${identity.kind}:${identity.value}`}>
              <span className="small text-body-secondary">
                {t(`identityKinds.${identity.kind}`)}
              </span>
              <code className="text-break" title={identity.value}>
                {shorten(identity.value)}
              </code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The static lists the contact belongs to, each linking to its list. */
export function ContactLists({ lists }: { lists: TContactDetails['lists'] }) {
  const { t } = useTranslation('audience');
  return (
    <section className="card app-card" aria-labelledby="contact-lists-title">
      <div className="card-header">
        <h2 id="contact-lists-title" className="h6 mb-0">
          {t('contact.lists')}
        </h2>
      </div>
      {lists.length === 0 ? (
        <p className="card-body mb-0 small text-body-secondary">{t('contact.noLists')}</p>
      ) : (
        <ul className="contact-side-list">
          {lists.map((list) => (
            <li key={list.listId}>
              <Link to={paths.audience.targetListDetail.getHref(list.listId)}>{list.name}</Link>
              <span className="badge text-bg-light">{t(`listKinds.${list.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest events of the contact's history. */
export function ContactEvents({ events }: { events: TContactDetails['events'] }) {
  const { t } = useTranslation('audience');
  const { formatDateTime } = useDateTimeFormat();
  return (
    <section className="card app-card" aria-labelledby="contact-events-title">
      <div className="card-header">
        <h2 id="contact-events-title" className="h6 mb-0">
          {t('contact.events')}
        </h2>
      </div>
      {events.length === 0 ? (
        <p className="card-body mb-0 small text-body-secondary">{t('contact.noEvents')}</p>
      ) : (
        <ul className="contact-side-list">
          {events.map((event) => (
            <li key={event.eventId}>
              <span>{t(`eventTypes.${event.type}`, { defaultValue: event.type })}</span>
              <time className="small text-body-secondary" dateTime={event.occurredAt}>
                {formatDateTime(event.occurredAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
