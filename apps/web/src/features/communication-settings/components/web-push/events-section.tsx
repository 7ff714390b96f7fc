import { useTranslation } from 'react-i18next';
import Spinner from 'react-bootstrap/Spinner';
import { shortenNumber } from '@resonate/contracts/format/number';
import { useWebPushEvents } from '../../api/web-push-extras';
import '../channel-common/channel-settings.scss';
import '../push-common/push-settings.scss';

/** The events the snippet and the service worker report, and how many arrived lately. */
export function EventsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation('pushSettings');
  const events = useWebPushEvents(clientId);
  return (
    <section className="mt-4" aria-labelledby="wp-events-title">
      <h3 className="h6" id="wp-events-title">
        {t('events.title')}
      </h3>
      <p className="small text-body-secondary">{t('events.intro')}</p>
      {events.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </Spinner>
      ) : (
        <div className="table-responsive">
          <table className="channel-table">
            <thead>
              <tr>
                <th scope="col">{t('events.event')}</th>
                <th scope="col">{t('events.source')}</th>
                <th scope="col">{t('events.recordedAs')}</th>
                <th scope="col">{t('events.call')}</th>
                <th scope="col" className="text-end">
                  {t('events.count', { days: events.data?.days ?? 30 })}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.data?.events.map((event) => (
                <tr key={event.key}>
                  <th scope="row" className="fw-normal">
                    {t(`events.keys.${event.key}`)}
                  </th>
                  <td>{t(`events.sources.${event.source}`)}</td>
                  <td>
                    <code>{event.recordedAs}</code>
                  </td>
                  <td>{event.call ? <code>{event.call}</code> : t('events.automatic')}</td>
                  <td className="text-end font-monospace">{shortenNumber(event.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
