import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { A360_LIMITS, A360_REPORT_SORTS } from '@resonate/contracts/analytics/audience-360';
import { REACH_CHANNELS } from '@resonate/contracts/analytics/reach-channels';
import { channelName } from '@resonate/contracts/channels';
import { PROPENSITY_SEGMENTS } from '@resonate/contracts/dashboard/dashboard';
import { ListToolbar } from '@/shared/components/list-toolbar/list-toolbar';
import { SearchField } from '@/shared/components/list-toolbar/search-field';
import type { TReportView } from '../hooks/use-report-view';

/** Search (debounced), segment, channel, sort and page size of the people list. */
export function PeopleFilters({
  view,
  onChange,
}: {
  view: TReportView;
  onChange: (changes: Partial<TReportView>) => void;
}) {
  const { t } = useTranslation('analytics360');
  return (
    <ListToolbar className="people-filters">
      <SearchField
        landmark
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={view.search}
        maxLength={A360_LIMITS.searchMax}
        onSearch={(search) => onChange({ search })}
      />
      <Form.Select
        aria-label={t('list.segment')}
        value={view.segment}
        onChange={(event) => onChange({ segment: event.target.value as TReportView['segment'] })}
      >
        <option value="">{t('list.allSegments')}</option>
        {PROPENSITY_SEGMENTS.map((segment) => (
          <option key={segment} value={segment}>
            {t(`segments.${segment}`)}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label={t('list.channel')}
        title={t('list.channelHint')}
        value={view.channelId}
        onChange={(event) => onChange({ channelId: Number(event.target.value) })}
      >
        <option value={0}>{t('list.allChannels')}</option>
        {REACH_CHANNELS.map((channel) => (
          <option key={channel.channelId} value={channel.channelId}>
            {t('list.reachableOn', { channel: channelName(channel.channelId) })}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label={t('list.sort')}
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as TReportView['sort'] })}
      >
        {A360_REPORT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label={t('list.pageSize')}
        value={view.pageSize}
        onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
        className="people-filters__size"
      >
        {A360_LIMITS.reportPageSizes.map((size) => (
          <option key={size} value={size}>
            {t('list.perPage', { count: size })}
          </option>
        ))}
      </Form.Select>
    </ListToolbar>
  );
}
