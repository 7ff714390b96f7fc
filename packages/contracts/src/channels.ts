/** Channels the product knows (spec section 1), id -> name. */
export const CHANNELS = [
  { id: 1, name: 'Email' },
  { id: 2, name: 'SMS' },
  { id: 3, name: 'QR code' },
  { id: 4, name: 'ORM' },
  { id: 5, name: 'Social media' },
  { id: 6, name: 'Web analytics' },
  { id: 7, name: 'Social post' },
  { id: 8, name: 'Web notification' },
  { id: 10, name: 'Paid media' },
  { id: 13, name: 'Webinar' },
  { id: 14, name: 'Mobile notification' },
  { id: 15, name: 'Video' },
  { id: 16, name: 'App' },
  { id: 21, name: 'WhatsApp' },
  { id: 25, name: 'VMS' },
  { id: 26, name: 'Voice' },
  { id: 30, name: 'Line' },
  { id: 33, name: 'Direct mail' },
  { id: 34, name: 'Webhook' },
] as const;
export type TChannelId = (typeof CHANNELS)[number]['id'];
export const CHANNEL_IDS: readonly number[] = CHANNELS.map((c) => c.id);
export function channelName(id: number): string | undefined {
  return CHANNELS.find((c) => c.id === id)?.name;
}
