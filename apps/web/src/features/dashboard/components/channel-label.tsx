import { channelName } from '@resonate/contracts/channels';
import {
  AppWindow,
  BadgeDollarSign,
  BellRing,
  ChartLine,
  Mail,
  Mailbox,
  Megaphone,
  MessageCircle,
  MessageSquare,
  MessagesSquare,
  Phone,
  Presentation,
  QrCode,
  Radio,
  Share2,
  Smartphone,
  Star,
  Video,
  Voicemail,
  Webhook,
  type LucideIcon,
} from 'lucide-react';

/** An icon per channel id of spec section 1; an unknown id gets a generic one. */
const ICONS: Record<number, LucideIcon> = {
  1: Mail,
  2: MessageSquare,
  3: QrCode,
  4: Star,
  5: Share2,
  6: ChartLine,
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
  const Icon = ICONS[channelId] ?? Radio;
  const name = channelLabel(channelId);
  return (
    <span className="dashboard-channel" title={iconOnly ? name : undefined}>
      <Icon size={15} aria-hidden="true" />
      <span className={iconOnly ? 'visually-hidden' : undefined}>{name}</span>
    </span>
  );
}
