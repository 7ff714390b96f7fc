import { channelName } from '@resonate/contracts/channels';
import { ChannelIcon } from '@/shared/components/channel-icon';

export function channelLabel(channelId: number): string {
  return channelName(channelId) ?? `Channel ${channelId}`;
}

export function ChannelLabel({
  channelId,
  iconOnly = false,
}: {
  channelId: number;
  iconOnly?: boolean;
}) {
  const name = channelLabel(channelId);
  return (
    <span className="dashboard-channel" title={iconOnly ? name : undefined}>
      <ChannelIcon channelId={channelId} />
      <span className={iconOnly ? 'visually-hidden' : undefined}>{name}</span>
    </span>
  );
}
