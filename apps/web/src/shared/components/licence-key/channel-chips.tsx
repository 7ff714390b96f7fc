import { channelName } from '@resonate/contracts/channels';
import { ChannelIcon } from '../channel-icon';
import './licence-key.scss';

/** Channel ids as icon-and-name chips (the channels a licence enables). */
export function ChannelChips({
  channelIds,
  label,
}: {
  channelIds: readonly number[];
  label: string;
}) {
  return (
    <ul className="channel-chips" aria-label={label}>
      {channelIds.map((id) => (
        <li key={id} className="channel-chips__chip">
          <ChannelIcon channelId={id} size={14} />
          {channelName(id) ?? `#${id}`}
        </li>
      ))}
    </ul>
  );
}
