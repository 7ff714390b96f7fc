import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TUserReportRow } from '@resonate/contracts/analytics/audience-360';
import { shortenNumber } from '@resonate/contracts/format/number';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { personHref } from '../lib/person-link';
import { SegmentBadge } from './segment-badge';

/** The people of one page; a row (or its name link, for the keyboard) opens their 360 page. */
export function PeopleTable({ rows, busy }: { rows: TUserReportRow[]; busy: boolean }) {
  const { t } = useTranslation('analytics360');
  const { formatDateTime } = useDateTimeFormat();
  const navigate = useNavigate();
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 people-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('list.columns.name')}</th>
            <th scope="col">{t('list.columns.email')}</th>
            <th scope="col">{t('list.columns.mobile')}</th>
            <th scope="col">{t('list.columns.segment')}</th>
            <th scope="col" className="text-end">
              {t('list.columns.engagements')}
            </th>
            <th scope="col">{t('list.columns.lastEngaged')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.passportId}
              className="people-table__row"
              onClick={() => void navigate(personHref(row.passportId))}
            >
              <td>
                <Link to={personHref(row.passportId)} onClick={(event) => event.stopPropagation()}>
                  {row.name || row.email || row.mobile || t('person.unnamed')}
                </Link>
              </td>
              <td className="text-nowrap">{row.email ?? '—'}</td>
              <td className="text-nowrap">{row.mobile ?? '—'}</td>
              <td>
                <SegmentBadge segment={row.segment} />
              </td>
              <td className="text-end font-monospace">{shortenNumber(row.engagements)}</td>
              <td className="text-nowrap">
                {row.lastEngagedAt ? (
                  <time dateTime={row.lastEngagedAt} title={formatDateTime(row.lastEngagedAt)}>
                    {timeAgo(row.lastEngagedAt)}
                  </time>
                ) : (
                  <span className="text-body-secondary">{t('list.neverEngaged')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
