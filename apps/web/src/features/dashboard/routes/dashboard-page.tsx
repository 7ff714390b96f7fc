import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/components/page-header';
import { useAppStore } from '@/shared/store/app-store';
import { AudienceWidget } from '../components/audience-widget';
import { AvgTimeWidget } from '../components/avg-time-widget';
import { CampaignsWidget } from '../components/campaigns-widget';
import { DataLagNote } from '../components/data-lag-note';
import { ChannelPerformanceWidget } from '../components/channel-performance-widget';
import { LeadSourcesWidget } from '../components/lead-sources-widget';
import { RangeControl } from '../components/range-control';
import { RoiWidget } from '../components/roi-widget';
import { TopPerformanceWidget } from '../components/top-performance-widget';
import { TopRevenueWidget } from '../components/top-revenue-widget';
import { useDashboardRange } from '../hooks/use-dashboard-range';
import '../components/dashboard.scss';

/**
 * /dashboard (feature 1): eight widgets for a date range and the session's department. Each
 * widget loads on its own, so a slow or failing one never holds the others back.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const title = useAppStore((state) => state.dashboardTitle);
  const { choice, today, choose } = useDashboardRange();
  const { range } = choice;

  return (
    <section className="dashboard-page">
      <PageHeader title={title} lead={t('lead')} />
      <RangeControl choice={choice} today={today} onChoose={choose} />
      <DataLagNote />
      <div className="row g-3 g-xl-4">
        <div className="col-12 col-xl-8">
          <RoiWidget range={range} />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <AvgTimeWidget range={range} />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <LeadSourcesWidget range={range} />
        </div>
        <div className="col-12 col-xl-8">
          <ChannelPerformanceWidget range={range} />
        </div>
        <div className="col-12">
          <CampaignsWidget range={range} />
        </div>
        <div className="col-12 col-lg-6">
          <TopPerformanceWidget range={range} />
        </div>
        <div className="col-12 col-lg-6">
          <TopRevenueWidget range={range} />
        </div>
        <div className="col-12">
          <AudienceWidget range={range} />
        </div>
      </div>
    </section>
  );
}
