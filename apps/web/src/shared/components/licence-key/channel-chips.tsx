import {
  AppWindow,
  BadgeDollarSign,
  BellRing,
  ChartColumn,
  Mail,
  Mailbox,
  Megaphone,
  MessageCircle,
  MessageSquare,
  MessagesSquare,
  Phone,
  Presentation,
  QrCode,
  Share2,
  Smartphone,
  Star,
  Video,
  Voicemail,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { channelName } from '@resonate/contracts/channels';
import './licence-key.scss';

const CHANNEL_ICONS: Readonly<Record<number, LucideIcon>> = {
  1: Mail,
  2: MessageSquare,
  3: QrCode,
  4: Star,
  5: Share2,
  6: ChartColumn,
  7: Megaphone,
  8: BellRing,
  10: BadgeDollarSign,
  13: Presentation,
  14: Smartphone,
  15: Video,
  16: AppWindow,
  21: MessageCircle,
  25: Voicemail,
  26: Phone,
  30: MessagesSquare,
  33: Mailbox,
  34: Webhook,
};

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
      {channelIds.map((id) => {
        const Icon = CHANNEL_ICONS[id] ?? Star;
        return (
          <li key={id} className="channel-chips__chip">
            <Icon size={14} aria-hidden="true" />
            {channelName(id) ?? `#${id}`}
          </li>
        );
      })}
    </ul>
  );
}
