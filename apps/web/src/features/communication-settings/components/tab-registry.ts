import type { ComponentType } from 'react';
import { ChannelAccountsTab } from '../channel-accounts/channel-accounts-tab';
import { ConnectorsTab } from './connectors/connectors-tab';
import { EmailTab } from './email/email-tab';
import { MobilePushTab } from './mobile-push/mobile-push-tab';
import { QuietHoursTab } from './quiet-hours/quiet-hours-tab';
import { TopicsTab } from './topics/topics-tab';
import { VoiceTab } from './voice/voice-tab';
import { WebPushTab } from './web-push/web-push-tab';
import { WhatsAppTab } from './whatsapp/whatsapp-tab';

/**
 * The tabs of /preferences/communication-settings, in display order. Each channel adds one
 * entry: `key` is the URL hash (#email), `labelKey` a key under `pages:commSettings.tabs`.
 */
export type TCommunicationTab = { key: string; labelKey: string; Component: ComponentType };

export const COMMUNICATION_TABS: TCommunicationTab[] = [
  { key: 'email', labelKey: 'email', Component: EmailTab },
  { key: 'whatsapp', labelKey: 'whatsapp', Component: WhatsAppTab },
  { key: 'voice', labelKey: 'voice', Component: VoiceTab },
  { key: 'web-push', labelKey: 'webPush', Component: WebPushTab },
  { key: 'mobile-push', labelKey: 'mobilePush', Component: MobilePushTab },
  { key: 'other-channels', labelKey: 'channelAccounts', Component: ChannelAccountsTab },
  { key: 'connectors', labelKey: 'connectors', Component: ConnectorsTab },
  { key: 'quiet-hours', labelKey: 'quietHours', Component: QuietHoursTab },
  { key: 'topics', labelKey: 'topics', Component: TopicsTab },
];
