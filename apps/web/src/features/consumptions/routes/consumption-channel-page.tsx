import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { useConsumptionDetails } from '../api/consumption-queries';
import { BreakdownTable } from '../components/breakdown-table';
import { DailyChart } from '../components/daily-chart';
import { DownloadActivityButton } from '../components/download-activity-button';
import { PeriodPicker } from '../components/period-picker';
import { QueryCard } from '../components/query-card';
import '../components/consumption.scss';
import { periodSearch, useConsumptionPeriod } from '../hooks/use-consumption-period';
import { formatMonthName } from '@resonate/contracts/format/month-name';
import { formatCount } from '../lib/format';

/** /consumptions/consumption-channel?channelId=&month=&year=: one channel's month in detail. */
export default function ConsumptionChannelPage() {
  const { t } = useTranslation('consumption');
  const { period, choose } = useConsumptionPeriod();
  const details = useConsumptionDetails(period);
  const channel = details.data?.channelDetail?.channel;
  const back = `${paths.consumptions.root.getHref()}?${periodSearch({
    month: period.month,
    year: period.year,
  })}`;
  if (!period.channelId) {
    return (
      <>
        <PageHeader title={t('channel.title')} />
        <p className="text-body-secondary">
          {t('channel.pick')} <Link to={back}>{t('channel.back')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={
          channel ? t('channel.titleOf', { channel: channel.channelName }) : t('channel.title')
        }
        lead={formatMonthName(period.year, period.month)}
        actions={<DownloadActivityButton period={period} />}
      />
      <div className="consumption-toolbar">
        <PeriodPicker month={period.month} year={period.year} onChange={choose} />
        <Link to={back} className="small">
          {t('channel.back')}
        </Link>
      </div>
      <div className="row g-3">
        <div className="col-12">
          <QueryCard id="channel-summary" title={t('channel.summary')} query={details}>
            {(data) =>
              data.channelDetail ? (
                <dl className="consumption-status">
                  <div>
                    <dt>{t('channels.messages')}</dt>
                    <dd data-testid="channel-messages">
                      {formatCount(data.channelDetail.channel.messages)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('channels.included')}</dt>
                    <dd>{formatCount(data.channelDetail.channel.included)}</dd>
                  </div>
                  <div>
                    <dt>{t('channels.overage')}</dt>
                    <dd>{formatCount(data.channelDetail.channel.overage)}</dd>
                  </div>
                  <div>
                    <dt>{t('channels.cost')}</dt>
                    <dd>{formatMoney(data.channelDetail.channel.costMinor, data.currency)}</dd>
                  </div>
                </dl>
              ) : null
            }
          </QueryCard>
        </div>
        <div className="col-12">
          <QueryCard
            id="channel-daily"
            title={t('channel.daily')}
            query={details}
            isEmpty={(data) => (data.channelDetail?.channel.messages ?? 0) === 0}
            emptyText={t('channel.empty')}
          >
            {(data) => <DailyChart daily={data.channelDetail?.daily ?? []} />}
          </QueryCard>
        </div>
        <div className="col-12 col-lg-6">
          <QueryCard
            id="channel-departments"
            title={t('channel.byDepartment')}
            query={details}
            isEmpty={(data) => (data.channelDetail?.byDepartment.length ?? 0) === 0}
            emptyText={t('channel.empty')}
          >
            {(data) => (
              <BreakdownTable
                caption={t('channel.byDepartment')}
                nameHeader={t('channel.department')}
                messagesHeader={t('channels.messages')}
                rows={(data.channelDetail?.byDepartment ?? []).map((row) => ({
                  key: row.departmentId,
                  name: row.departmentName,
                  messages: row.messages,
                }))}
              />
            )}
          </QueryCard>
        </div>
        <div className="col-12 col-lg-6">
          <QueryCard
            id="channel-communications"
            title={t('channel.byCommunication')}
            query={details}
            isEmpty={(data) => (data.channelDetail?.byCommunication.length ?? 0) === 0}
            emptyText={t('channel.empty')}
          >
            {(data) => (
              <BreakdownTable
                caption={t('channel.byCommunication')}
                nameHeader={t('channel.communication')}
                messagesHeader={t('channels.messages')}
                rows={(data.channelDetail?.byCommunication ?? []).map((row) => ({
                  key: row.communicationId,
                  name: row.communicationName,
                  messages: row.messages,
                }))}
              />
            )}
          </QueryCard>
        </div>
      </div>
    </>
  );
}
