/**
 * Quiet hours (issue 27, item 4): a client's hours of the night when no marketing message of a
 * channel reaches a contact, read on the contact's own clock. A message due inside them waits
 * until they end (never dropped); transactional messages are exempt. Off for every channel
 * until the client sets a rule.
 */
import { z } from 'zod';
import { CHANNEL_IDS_BY_NAME } from '../campaigns/content.ts';

/** The channels quiet hours can hold back, in the settings form's order. */
export const QUIET_HOURS_CHANNELS = [
  { channelId: CHANNEL_IDS_BY_NAME.sms, name: 'SMS' },
  { channelId: CHANNEL_IDS_BY_NAME.mobilePush, name: 'Mobile push' },
  { channelId: CHANNEL_IDS_BY_NAME.webPush, name: 'Web push' },
  { channelId: CHANNEL_IDS_BY_NAME.whatsapp, name: 'WhatsApp' },
  { channelId: CHANNEL_IDS_BY_NAME.vms, name: 'Voice' },
  { channelId: CHANNEL_IDS_BY_NAME.email, name: 'Email' },
] as const;

const QUIET_CHANNEL_IDS: readonly number[] = QUIET_HOURS_CHANNELS.map((c) => c.channelId);

/**
 * The contact attributes (custom fields, issue 7) that can hold a contact's IANA time zone
 * ('Europe/Paris'), first found wins; without one (or with a name no clock knows) the client's
 * time zone applies.
 */
export const CONTACT_TIME_ZONE_KEYS = ['time_zone', 'timezone'] as const;

/** A suggested rule for a channel the client switches on: the common 21:00 to 08:00. */
export const QUIET_HOURS_DEFAULT = { start: '21:00', end: '08:00' } as const;

export const QUIET_HOURS_MSG = {
  loaded: 'Quiet hours',
  saved: 'Quiet hours saved',
  timeInvalid: 'Enter a time as HH:MM, from 00:00 to 23:59',
  sameStartEnd: 'The start and the end must differ (quiet hours cannot last the whole day)',
  channelUnknown: 'Quiet hours apply to SMS, push, WhatsApp, voice and email only',
  channelTwice: 'Each channel can have one rule only',
} as const;

const ZTimeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: QUIET_HOURS_MSG.timeInvalid });

/** One channel's rule: from `start` to `end` local time, across midnight when end < start. */
export const ZQuietHoursRuleSchema = z
  .object({
    channelId: z
      .number()
      .int()
      .refine((id) => QUIET_CHANNEL_IDS.includes(id), { error: QUIET_HOURS_MSG.channelUnknown }),
    enabled: z.boolean(),
    start: ZTimeOfDaySchema,
    end: ZTimeOfDaySchema,
  })
  .refine((rule) => rule.start !== rule.end, {
    error: QUIET_HOURS_MSG.sameStartEnd,
    path: ['end'],
  });
export type TQuietHoursRule = z.infer<typeof ZQuietHoursRuleSchema>;

/** The whole setting: one rule per channel at most (a channel without one is off). */
export const ZQuietHoursSchema = z.object({
  rules: z
    .array(ZQuietHoursRuleSchema)
    .max(QUIET_HOURS_CHANNELS.length)
    .refine((rules) => new Set(rules.map((r) => r.channelId)).size === rules.length, {
      error: QUIET_HOURS_MSG.channelTwice,
    }),
});
export type TQuietHours = z.infer<typeof ZQuietHoursSchema>;

/** The saved setting as read back, with when it last changed (null: never set). */
export const ZQuietHoursViewSchema = ZQuietHoursSchema.extend({
  updatedAt: z.string().nullable(),
});
export type TQuietHoursView = z.infer<typeof ZQuietHoursViewSchema>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether a wall-clock minute of the day (0-1439) lies inside a rule: from `start` included to
 * `end` excluded, wrapping past midnight when the end comes first (21:00-08:00).
 */
export function inQuietHours(rule: Pick<TQuietHoursRule, 'start' | 'end'>, minute: number) {
  const start = minutesOf(rule.start);
  const end = minutesOf(rule.end);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The rule's end as hour and minute (where a deferred message's wait ends). */
export function quietHoursEnd(rule: Pick<TQuietHoursRule, 'end'>) {
  const minute = minutesOf(rule.end);
  return { hour: Math.floor(minute / 60), minute: minute % 60 };
}
