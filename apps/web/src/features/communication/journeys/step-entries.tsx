import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/shared/components/pager';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { ENTRIES_PAGE_SIZE, useJourneyEntries } from './journey-api';

/** The contacts at a step now (name and email masked as in lists), for a started journey. */
export function StepEntries({
  journeyId,
  nodeId,
  live,
}: {
  journeyId: number;
  nodeId: string;
  live: boolean;
}) {
  const { t } = useTranslation('journeys');
  const { formatDateTime } = useDateTimeFormat();
  const [pageNo, setPageNo] = useState(1);
  const entries = useJourneyEntries(journeyId, nodeId, pageNo, live);
  const rows = entries.data?.rows ?? [];
  return (
    <section className="journey-entries" aria-labelledby="journey-entries-title">
      <h3 id="journey-entries-title" className="h6">
        {t('entries.title')}
      </h3>
      {entries.isLoading ? (
        <p className="placeholder-glow" role="status" aria-label={t('entries.loading')}>
          <span className="placeholder col-10" />
        </p>
      ) : entries.isError ? (
        <p className="small text-danger">{t('entries.failed')}</p>
      ) : rows.length === 0 ? (
        <p className="small text-body-secondary">{t('entries.none')}</p>
      ) : (
        <ul className="list-unstyled small">
          {rows.map((row) => (
            <li key={row.entryId} className="journey-entries__row">
              <span>
                {row.name || row.email} <span className="text-body-secondary">{row.email}</span>
              </span>
              <span className="text-body-secondary">
                {row.state === 'waiting' && row.wakeAt
                  ? t('entries.wakes', { when: formatDateTime(row.wakeAt) })
                  : t(`entries.states.${row.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        pageNo={pageNo}
        pageSize={ENTRIES_PAGE_SIZE}
        totalRows={entries.data?.total ?? 0}
        onPage={setPageNo}
        hideWhenOnePage
      />
    </section>
  );
}
