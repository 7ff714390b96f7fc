import { timeAgo } from '@resonate/contracts/format/relative-time';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/components/page-header';
import { useConsumptionDetails } from '../api/consumption-queries';
import { AccountStatusCard } from '../components/account-status-card';
import { ChannelChart } from '../components/channel-chart';
import { ChannelTable } from '../components/channel-table';
import { DownloadActivityButton } from '../components/download-activity-button';
import { PeriodPicker } from '../components/period-picker';
import { QueryCard } from '../components/query-card';
import { UsageGauges } from '../components/usage-gauges';
import '../components/consumption.scss';
import { useConsumptionPeriod } from '../hooks/use-consumption-period';
import { formatMonthName } from '@resonate/contracts/format/month-name';

/** /consumptions: the account's plan, a month's usage against its limits, and by channel. */
export default function ConsumptionsPage() {
  const { t } = useTranslation('consumption');
  const { period, choose } = useConsumptionPeriod();
  const month = { month: period.month, year: period.year };
  const details = useConsumptionDetails(month);
  const updated = details.data?.lastUpdatedDateTime;
  return (
    <>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={<DownloadActivityButton period={month} />}
      />
      <div className="consumption-toolbar">
        <PeriodPicker month={period.month} year={period.year} onChange={choose} />
        <span className="text-body-secondary small" data-testid="last-updated">
          {updated
            ? t('lastUpdated', { when: timeAgo(updated) })
            : details.data
              ? t('notMetered')
              : ''}
        </span>
      </div>
      <div className="row g-3">
        <div className="col-12">
          <AccountStatusCard />
        </div>
        <div className="col-12 col-xl-5">
          <QueryCard
            id="usage-limits"
            title={t('gauges.title', { month: formatMonthName(period.year, period.month) })}
            query={details}
          >
            {(data) => <UsageGauges details={data} />}
          </QueryCard>
        </div>
        <div className="col-12 col-xl-7">
          <QueryCard id="channel-chart" title={t('channels.chartTitle')} query={details}>
            {(data) => <ChannelChart rows={data.channelConsumptionList} />}
          </QueryCard>
        </div>
        <div className="col-12">
          <QueryCard
            id="channel-table"
            title={t('channels.title')}
            query={details}
            isEmpty={(data) => data.channelConsumptionList.length === 0}
            emptyText={t('channels.empty')}
          >
            {(data) => (
              <ChannelTable
                rows={data.channelConsumptionList}
                currency={data.currency}
                month={period.month}
                year={period.year}
              />
            )}
          </QueryCard>
        </div>
      </div>
    </>
  );
}
