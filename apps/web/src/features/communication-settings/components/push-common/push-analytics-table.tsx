import { useTranslation } from 'react-i18next';
import Spinner from 'react-bootstrap/Spinner';
import type { TPushAnalyticsRow } from '@resonate/contracts/communication-settings/push-common';
import { shortenNumber } from '@resonate/contracts/format/number';
import '../channel-common/channel-settings.scss';
import './push-settings.scss';

const FIGURES = ['subscribers', 'sent', 'delivered', 'clicked', 'converted'] as const;

/**
 * Subscribers and push figures per site (web push) or app (mobile push), with the click rate
 * of what was delivered; a spinner while they load. Both analytics sections show it.
 */
export function PushAnalyticsTable({
  loading,
  rows,
  keyLabel,
  subscribersLabel,
  empty,
}: {
  loading: boolean;
  rows: TPushAnalyticsRow[];
  keyLabel: string;
  subscribersLabel: string;
  empty: string;
}) {
  const { t } = useTranslation('pushSettings');
  if (loading) {
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </Spinner>
    );
  }
  if (rows.length === 0) return <p className="text-body-secondary small mb-0">{empty}</p>;
  const rate = (row: TPushAnalyticsRow) =>
    row.delivered ? `${((row.clicked / row.delivered) * 100).toFixed(1)}%` : '–';
  return (
    <div className="table-responsive">
      <table className="channel-table">
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            {FIGURES.map((figure) => (
              <th scope="col" className="text-end" key={figure}>
                {figure === 'subscribers' ? subscribersLabel : t(`analytics.${figure}`)}
              </th>
            ))}
            <th scope="col" className="text-end">
              {t('analytics.clickRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-normal">
                {row.label}
              </th>
              {FIGURES.map((figure) => (
                <td className="text-end font-monospace" key={figure} title={String(row[figure])}>
                  {shortenNumber(row[figure])}
                </td>
              ))}
              <td className="text-end font-monospace">{rate(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
