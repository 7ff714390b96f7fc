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
  Radio,
  Share2,
  Smartphone,
  Star,
  Video,
  Voicemail,
  Webhook,
  type LucideIcon,
} from 'lucide-react';

/** An icon per channel id of spec section 1 (contracts/channels.ts), used wherever channels are. */
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

/** The channel's icon, decorative (the channel's name is always written beside it). */
export function ChannelIcon({ channelId, size = 15 }: { channelId: number; size?: number }) {
  const Icon = CHANNEL_ICONS[channelId] ?? Radio;
  return <Icon size={size} aria-hidden="true" />;
}
