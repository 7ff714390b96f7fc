/**
 * Email (SMTP) options of feature 15: throttle, housing and extended system settings. The spec
 * names these by endpoint only; fields, limits and messages are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZEmailSchema } from '../fields.ts';
import { MSG } from '../messages.ts';
import { isValidIpv4 } from '../patterns.ts';
import { SMTP_MSG, THROTTLE_MAX } from './email.ts';

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZClientRef = z.object({ clientId: ZIdSchema });
const ZCount = z
  .number({ error: SMTP_MSG.throttleInvalid })
  .int(SMTP_MSG.throttleInvalid)
  .min(0, SMTP_MSG.throttleInvalid)
  .max(THROTTLE_MAX, SMTP_MSG.throttleInvalid);

export const ZSmtpThrottleFormSchema = z
  .object({ perSecond: ZCount, perMinute: ZCount, perHour: ZCount })
  .refine((v) => v.perMinute === 0 || v.perSecond === 0 || v.perMinute >= v.perSecond, {
    path: ['perMinute'],
    message: SMTP_MSG.throttleOrder,
  })
  .refine((v) => v.perHour === 0 || v.perMinute === 0 || v.perHour >= v.perMinute, {
    path: ['perHour'],
    message: SMTP_MSG.throttleOrder,
  });
export type TSmtpThrottle = z.infer<typeof ZSmtpThrottleFormSchema>;
export const ZUpsertSmtpThrottleRequestSchema = z.intersection(ZSmtpThrottleFormSchema, ZClientRef);
export const ZSmtpThrottleResponseSchema = envelopeOf(
  z.object({ throttle: ZSmtpThrottleFormSchema }),
);

/** Housing: where the sending runs (our shared pool or the client's own IPs). Our choice. */
export const HOUSING_TYPES = ['shared_pool', 'dedicated_ip'] as const;
export const ZSmtpHousingFormSchema = z.object({
  housingType: z.enum(HOUSING_TYPES),
  ipAddress: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidIpv4(v), MSG.ipAddressInvalid),
});
export const ZUpsertSmtpHousingRequestSchema = ZSmtpHousingFormSchema.extend({
  clientId: ZIdSchema,
});
export const ZSmtpHousingResponseSchema = envelopeOf(z.object({ housing: ZSmtpHousingFormSchema }));

/** Extended system settings: sending options the spec names only. Our choice of fields. */
export const ZExtendedSystemFormSchema = z.object({
  trackOpens: z.boolean(),
  trackClicks: z.boolean(),
  listUnsubscribeHeader: z.boolean(),
  replyToMail: z.union([z.literal(''), ZEmailSchema]),
});
export const ZUpsertExtendedSystemRequestSchema = ZExtendedSystemFormSchema.extend({
  clientId: ZIdSchema,
});
export const ZExtendedSystemResponseSchema = envelopeOf(
  z.object({ extendedSystem: ZExtendedSystemFormSchema }),
);
