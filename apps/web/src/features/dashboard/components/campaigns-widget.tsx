import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TActiveCampaign, TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useActiveCampaigns, useRoiData } from '../api/dashboard-widgets';
import { formatMoney } from '../lib/figures';
import { ChannelLabel } from './channel-label';
import { FUNNEL_STEPS } from '../lib/funnel';
import { StatusBadge } from './status-badge';
import { WidgetCard } from './widget-card';

type TView = 'active' | 'recent';

/** Active and recent campaigns: status, channel and funnel of each. */
export function CampaignsWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = useActiveCampaigns(range);
  // The campaign rows carry no currency; the ROI widget's answer (same range, cached) does.
  const currency = useRoiData(range).data?.currency;
  const [chosen, setChosen] = useState<TView | null>(null);
  return (
    <WidgetCard
      id="campaigns"
      title={t('campaigns.title')}
      query={query}
      skeleton="rows"
      isEmpty={(data) => data.active.length === 0 && data.recent.length === 0}
      emptyText={t('campaigns.empty')}
      actions={(data) => {
        const view = chosen ?? (data.active.length > 0 ? 'active' : 'recent');
        return (
          <div className="btn-group btn-group-sm" role="group" aria-label={t('campaigns.show')}>
            {(['active', 'recent'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`btn ${view === option ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={view === option}
                onClick={() => setChosen(option)}
              >
                {t(`campaigns.${option}`, { count: data[option].length })}
              </button>
            ))}
          </div>
        );
      }}
    >
      {(data) => {
        const view = chosen ?? (data.active.length > 0 ? 'active' : 'recent');
        return data[view].length === 0 ? (
          <p className="dashboard-widget__state text-body-secondary mb-0">
            {t(`campaigns.none.${view}`)}
          </p>
        ) : (
          <CampaignTable
            rows={data[view]}
            currency={currency}
            caption={t(`campaigns.${view}`, { count: data[view].length })}
          />
        );
      }}
    </WidgetCard>
  );
}

function CampaignTable({
  rows,
  currency,
  caption,
}: {
  rows: TActiveCampaign[];
  currency: string | undefined;
  caption: string;
}) {
  const { t } = useTranslation('dashboard');
  const { formatDate, formatDateTime } = useDateTimeFormat();
  const when = (row: TActiveCampaign) => {
    if (row.startedAt)
      return { text: timeAgo(row.startedAt), title: formatDateTime(row.startedAt) };
    if (row.scheduledAt)
      return {
        text: t('campaigns.scheduledFor', { when: formatDate(row.scheduledAt) }),
        title: formatDateTime(row.scheduledAt),
      };
    return { text: '—', title: undefined };
  };
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle mb-0 dashboard-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('campaigns.name')}</th>
            <th scope="col">{t('channels.channel')}</th>
            <th scope="col">{t('campaigns.status')}</th>
            <th scope="col" className="text-end d-none d-xxl-table-cell">
              {t('campaigns.audience')}
            </th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step} scope="col" className="text-end">
                {t(`funnel.${step}`)}
              </th>
            ))}
            <th scope="col" className="text-end">
              {t('roi.revenue')}
            </th>
            <th scope="col">{t('campaigns.when')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const time = when(row);
            return (
              <tr key={row.communicationId}>
                <th scope="row" className="dashboard-table__name" title={row.name}>
                  {row.name}
                </th>
                <td>
                  <ChannelLabel channelId={row.channelId} />
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                {/* The widest screens only: the funnel and the status matter more. */}
                <td className="text-end d-none d-xxl-table-cell">
                  {shortenNumber(row.audienceSize)}
                </td>
                {FUNNEL_STEPS.map((step) => (
                  <td key={step} className="text-end">
                    {shortenNumber(row[step])}
                  </td>
                ))}
                <td className="text-end">
                  {currency ? formatMoney(row.revenue, currency) : shortenNumber(row.revenue)}
                </td>
                <td className="text-nowrap" title={time.title}>
                  {time.text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
