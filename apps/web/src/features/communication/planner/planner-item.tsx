import { MoreVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { statusLabel } from '@resonate/contracts/campaigns/communication-status';
import type { TPlannerItem } from '@resonate/contracts/campaigns/planner';
import { channelName } from '@resonate/contracts/channels';
import { statusClass } from '@resonate/contracts/format/status-class';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { composeHref } from '../list/compose-href';

/**
 * One communication on the calendar, coloured by its status class (the label is in its
 * accessible name too). A movable one can be dragged, or moved from its menu by keyboard.
 */
export function PlannerItem({
  item,
  canMove,
  onDragStart,
  onDragEnd,
  onMoveTo,
}: {
  item: TPlannerItem;
  canMove: boolean;
  onDragStart: (item: TPlannerItem) => void;
  onDragEnd: () => void;
  onMoveTo: (item: TPlannerItem) => void;
}) {
  const { t } = useTranslation('gallery');
  const movable = canMove && item.movable;
  // item.at is the wall-clock time in the client's zone: shown in the user's time format.
  const time = useDateTimeFormat().formatWallTime(item.at);
  const channel = channelName(item.channelId) ?? '';
  const label = t('planner.item.label', {
    name: item.name,
    channel,
    status: statusLabel(item.status),
    time,
  });
  return (
    <div
      className={`planner-item planner-item--${statusClass(item.status) ?? 'unknown'}${movable ? ' planner-item--movable' : ''}`}
      draggable={movable}
      data-communication-id={item.communicationId}
      data-at={item.at}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(item.communicationId));
        onDragStart(item);
      }}
      onDragEnd={onDragEnd}
    >
      {/* Icon and time stay outside the link, whose name begins with its visible text (WCAG
          2.5.3) and says the time after the channel and status. */}
      <ChannelIcon channelId={item.channelId} size={12} />
      <span className="planner-item__time" aria-hidden="true">
        {time}
      </span>
      <Link
        to={composeHref(item.communicationId)}
        className="planner-item__link"
        aria-label={label}
        title={label}
        draggable={false}
      >
        <span className="planner-item__name">{item.name}</span>
      </Link>
      {movable ? (
        <Dropdown align="end" className="planner-item__menu">
          <Dropdown.Toggle
            variant="link"
            size="sm"
            className="p-0 text-reset"
            aria-label={t('planner.item.menu', { name: item.name })}
          >
            <MoreVertical size={12} aria-hidden="true" />
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as={Link} to={composeHref(item.communicationId)}>
              {t('planner.item.open')}
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={() => onMoveTo(item)}>
              {t('planner.item.moveTo')}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      ) : null}
    </div>
  );
}
