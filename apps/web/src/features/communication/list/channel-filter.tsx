import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { SENDABLE_CHANNEL_IDS } from '@resonate/contracts/campaigns/content';
import { channelName } from '@resonate/contracts/channels';
import { ChannelIcon } from '@/shared/components/channel-icon';

/** Channels to show: a menu of checkboxes that stays open while the user ticks several. */
export function ChannelFilter({
  value,
  onChange,
}: {
  value: number[];
  onChange: (channelIds: number[]) => void;
}) {
  const { t } = useTranslation('communications');
  const summary =
    value.length === 0
      ? t('filters.allChannels')
      : value.length === 1
        ? (channelName(value[0]!) ?? '')
        : t('filters.channelsChosen', { count: value.length });
  const toggle = (channelId: number) =>
    onChange(
      value.includes(channelId)
        ? value.filter((id) => id !== channelId)
        : [...value, channelId].sort((a, b) => a - b),
    );
  return (
    <Dropdown autoClose="outside" className="comm-toolbar__channels">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        aria-label={`${t('filters.channel')}: ${summary}`}
      >
        {summary}
        <ChevronDown size={14} aria-hidden="true" className="ms-1" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="comm-toolbar__channel-menu">
        {value.length > 0 ? (
          <Dropdown.Item as="button" onClick={() => onChange([])}>
            {t('filters.clearChannels')}
          </Dropdown.Item>
        ) : null}
        {SENDABLE_CHANNEL_IDS.map((channelId) => (
          <Form.Check
            key={channelId}
            id={`channel-filter-${channelId}`}
            className="dropdown-item comm-toolbar__channel-option"
            type="checkbox"
            checked={value.includes(channelId)}
            onChange={() => toggle(channelId)}
            label={
              <span className="d-inline-flex align-items-center gap-2">
                <ChannelIcon channelId={channelId} />
                {channelName(channelId)}
              </span>
            }
          />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
