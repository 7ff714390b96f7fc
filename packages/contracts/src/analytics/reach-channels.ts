/**
 * The List tab's channel filter: people who can be reached on a channel, i.e. who hold the
 * channel's address (an email, a mobile, a device) and have not unsubscribed from it. Only the
 * channels that address a person directly are offered; the others (social, paid media, QR
 * codes...) do not belong to a person's profile.
 */
import type { TConsentChannel } from '../audience/contact-fields.ts';

export type TReachAddress = 'email' | 'mobile' | 'whatsapp' | 'device_token' | 'web_push';

export const REACH_CHANNELS: readonly {
  channelId: number;
  consent: TConsentChannel;
  /** Any one of these is an address on the channel. */
  addresses: readonly TReachAddress[];
}[] = [
  { channelId: 1, consent: 'email', addresses: ['email'] },
  { channelId: 2, consent: 'sms', addresses: ['mobile'] },
  { channelId: 21, consent: 'whatsapp', addresses: ['whatsapp', 'mobile'] },
  { channelId: 26, consent: 'voice', addresses: ['mobile'] },
  { channelId: 8, consent: 'webPush', addresses: ['web_push'] },
  { channelId: 14, consent: 'mobilePush', addresses: ['device_token'] },
];

export const REACH_CHANNEL_IDS: readonly number[] = REACH_CHANNELS.map((c) => c.channelId);

export function reachChannel(channelId: number) {
  return REACH_CHANNELS.find((c) => c.channelId === channelId);
}
