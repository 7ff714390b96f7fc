import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { A360_LIMITS, A360_REPORT_SORTS } from '@resonate/contracts/analytics/audience-360';
import { REACH_CHANNELS } from '@resonate/contracts/analytics/reach-channels';
import { channelName } from '@resonate/contracts/channels';
import { PROPENSITY_SEGMENTS } from '@resonate/contracts/dashboard/dashboard';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { TReportView } from '../hooks/use-report-view';

const SEARCH_DELAY_MS = 300;

/** Search (debounced), segment, channel, sort and page size of the people list. */
export function PeopleFilters({
  view,
  onChange,
}: {
  view: TReportView;
  onChange: (changes: Partial<TReportView>) => void;
}) {
  const { t } = useTranslation('analytics360');
  const [text, setText] = useState(view.search);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    onChange({ search: debounced });
  }, [debounced, onChange]);

  return (
    <div className="people-filters">
      <Form
        role="search"
        className="people-filters__search"
        onSubmit={(event) => {
          event.preventDefault();
          applied.current = text.trim();
          onChange({ search: text.trim() });
        }}
      >
        <Search size={16} aria-hidden="true" className="people-filters__search-icon" />
        <Form.Control
          type="search"
          value={text}
          maxLength={A360_LIMITS.searchMax}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
        />
      </Form>
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
    </div>
  );
}
