import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FREQUENCY_BANDS,
  type TDashboardRange,
  type TPropensityData,
} from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import { usePropensityData } from '../api/dashboard-widgets';
import { formatPercent } from '../lib/figures';
import { propensityDonut, propensityMatrix, RECENCY_SEGMENTS } from './audience-options';
import { WidgetCard } from './widget-card';

/**
 * Audience behaviour: how recently people engaged (engaged, at risk, dormant, never) and how
 * often. Client-wide, like the audience itself.
 */
export function AudienceWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = usePropensityData(range);
  return (
    <WidgetCard
      id="audience"
      title={t('audience.title')}
      query={query}
      isEmpty={(data) => data.totalContacts === 0}
      emptyText={t('audience.empty')}
    >
      {(data) => <AudienceCharts data={data} />}
    </WidgetCard>
  );
}

function AudienceCharts({ data }: { data: TPropensityData }) {
  const { t } = useTranslation('dashboard');
  const donut = useMemo(() => propensityDonut(data, readChartTheme(), t), [data, t]);
  const matrix = useMemo(() => propensityMatrix(data, readChartTheme(), t), [data, t]);
  const share = (contacts: number) =>
    formatPercent(data.totalContacts > 0 ? contacts / data.totalContacts : 0);
  const engaged = data.segments.find((row) => row.segment === 'engaged')?.contacts ?? 0;
  const cell = (segment: string, band: string) =>
    data.matrix.find((row) => row.segment === segment && row.frequency === band)?.contacts ?? 0;

  return (
    <div className="row g-3">
      <div className="col-12 col-md-5">
        <h3 className="dashboard-widget__subtitle">{t('audience.segmentsTitle')}</h3>
        <Chart
          option={donut}
          height={260}
          label={t('audience.donutLabel', {
            total: shortenNumber(data.totalContacts),
            engaged: share(engaged),
          })}
          table={{
            caption: t('audience.segmentsTitle'),
            columns: [t('audience.segmentColumn'), t('audience.contacts'), t('audience.share')],
            rows: data.segments.map((row) => [
              t(`audience.segment.${row.segment}`),
              shortenNumber(row.contacts),
              share(row.contacts),
            ]),
          }}
        />
      </div>
      <div className="col-12 col-md-7">
        <h3 className="dashboard-widget__subtitle">{t('audience.matrixTitle')}</h3>
        <Chart
          option={matrix}
          height={260}
          label={t('audience.matrixLabel')}
          table={{
            caption: t('audience.matrixTitle'),
            columns: [
              t('audience.recencyColumn'),
              ...FREQUENCY_BANDS.map((band) => t(`audience.band.${band}`)),
            ],
            rows: RECENCY_SEGMENTS.map((segment) => [
              t(`audience.segment.${segment}`),
              ...FREQUENCY_BANDS.map((band) => shortenNumber(cell(segment, band))),
            ]),
          }}
        />
      </div>
    </div>
  );
}
