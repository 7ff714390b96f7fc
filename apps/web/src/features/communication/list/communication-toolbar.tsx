import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { COMMUNICATION_SORTS } from '@resonate/contracts/campaigns/communication-list';
import { COMMUNICATION_STATUSES } from '@resonate/contracts/campaigns/communication-status';
import { ListToolbar } from '@/shared/components/list-toolbar/list-toolbar';
import { ChannelFilter } from './channel-filter';
import { SearchBox } from './search-box';
import type { TCommunicationView } from './use-communication-view';

/** Search, filters (channel, status, days, archived) and sort of the list. */
export function CommunicationToolbar({
  view,
  onChange,
}: {
  view: TCommunicationView;
  onChange: (change: Partial<TCommunicationView>) => void;
}) {
  const { t } = useTranslation('communications');
  return (
    <ListToolbar className="comm-toolbar">
      <SearchBox
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={view.search}
        onSearch={(search) => onChange({ search })}
      />
      <ChannelFilter value={view.channelIds} onChange={(channelIds) => onChange({ channelIds })} />
      <Form.Group controlId="communications-status">
        <Form.Label visuallyHidden>{t('filters.status')}</Form.Label>
        <Form.Select
          size="sm"
          value={view.status ?? ''}
          onChange={(event) =>
            onChange({ status: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t('filters.allStatuses')}</option>
          {COMMUNICATION_STATUSES.map((status) => (
            <option key={status.code} value={status.code}>
              {status.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="comm-toolbar__dates" role="group" aria-label={t('filters.dates')}>
        <Form.Group controlId="communications-from">
          <Form.Label className="small mb-0">{t('filters.from')}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={view.from}
            max={view.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </Form.Group>
        <Form.Group controlId="communications-to">
          <Form.Label className="small mb-0">{t('filters.to')}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={view.to}
            min={view.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </Form.Group>
      </div>
      <Form.Check
        type="switch"
        id="communications-archived"
        className="comm-toolbar__archived"
        label={t('filters.archived')}
        checked={view.archived}
        onChange={(event) => onChange({ archived: event.target.checked })}
      />
      <Form.Group controlId="communications-sort" className="comm-toolbar__sort">
        <Form.Label visuallyHidden>{t('filters.sort')}</Form.Label>
        <Form.Select
          size="sm"
          value={view.sort}
          onChange={(event) => onChange({ sort: event.target.value as TCommunicationView['sort'] })}
        >
          {COMMUNICATION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </ListToolbar>
  );
}
