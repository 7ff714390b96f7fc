import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_EVENTS_PAGE_SIZE } from '@resonate/contracts/auth/sign-in-policies';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { Pager } from '@/shared/components/pager';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useSignInEvents } from './policy-api';

/** The sign-in log: who signed in how, and every refusal with its reason, newest first. */
export function SignInEventsList() {
  const { t } = useTranslation('security');
  const { formatDateTime } = useDateTimeFormat();
  const [pageNo, setPageNo] = useState(1);
  const query = useSignInEvents(pageNo, SIGN_IN_EVENTS_PAGE_SIZE);
  const events = query.data?.events ?? [];
  return (
    <div>
      <h3 className="h6 mb-1">{t('policies.logTitle')}</h3>
      <p className="text-body-secondary small">{t('policies.logLead')}</p>
      {query.isPending ? (
        <div className="placeholder-glow" aria-hidden="true">
          <span className="placeholder col-12 mb-2" />
          <span className="placeholder col-12" />
        </div>
      ) : events.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('policies.logEmpty')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-2">
              <thead>
                <tr>
                  <th scope="col">{t('policies.when')}</th>
                  <th scope="col">{t('policies.who')}</th>
                  <th scope="col">{t('policies.method')}</th>
                  <th scope="col">{t('policies.outcome')}</th>
                  <th scope="col">{t('policies.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.eventId}>
                    <td className="text-nowrap small" title={formatDateTime(event.occurredAt)}>
                      {timeAgo(event.occurredAt)}
                    </td>
                    <td className="small">{event.email || '—'}</td>
                    <td className="small">
                      {t(`policies.methods.${event.method}`)}
                      {event.provider ? ` · ${event.provider}` : ''}
                    </td>
                    <td>
                      <span
                        className={`badge ${event.outcome === 'success' ? 'text-bg-success' : 'text-bg-danger'}`}
                      >
                        {t(`policies.outcomes.${event.outcome}`)}
                      </span>
                    </td>
                    <td className="small">{event.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={pageNo}
            pageSize={SIGN_IN_EVENTS_PAGE_SIZE}
            totalRows={query.data?.totalRows ?? 0}
            onPage={setPageNo}
            hideWhenOnePage
          />
        </>
      )}
    </div>
  );
}
