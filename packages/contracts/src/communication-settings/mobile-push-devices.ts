/**
 * Devices of a mobile app: what the app's SDK code registers (public, with the app key), the
 * device list and the "user device master" (the platforms, versions and languages the devices
 * report, for the list's filters) on the settings tab, and the events the app reports.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZChannelIdSchema, ZChannelScopeSchema } from './channel-common.ts';
import { GOAL_NAME_MAX, GOAL_VALUE_MAX, ZPagingSchema } from './push-common.ts';
import { ZTestPushFormSchema } from './web-push-subscribers.ts';

export const DEVICE_PLATFORMS = ['android', 'ios'] as const;
export type TDevicePlatform = (typeof DEVICE_PLATFORMS)[number];
/** FCM tokens run to about 180 characters, APNs tokens are 64 hex digits. */
export const DEVICE_TOKEN_MAX = 500;
/** The header the app sends its app key in. */
export const APP_KEY_HEADER = 'x-resonate-app-key';
export const APP_KEY_PATTERN = /^rmk_[A-Za-z0-9_-]{32}$/;

export const DEV_MSG = {
  appKeyInvalid: 'Unknown or missing app key',
  tokenInvalid: 'Send the device push token',
  notFound: 'Device not found',
  /** A test push to a device that no longer takes pushes. */
  disabled: 'This device is disabled (it unregistered, or the push service said it is gone)',
  gone: 'The push service says this device is no longer registered; it is now disabled',
} as const;

const version = z.string().trim().max(40).optional().default('');

/** POST /api/v1/mobile-push/devices: called by the app at start and when the token changes. */
export const ZRegisterDeviceRequestSchema = z.object({
  token: z
    .string({ error: DEV_MSG.tokenInvalid })
    .trim()
    .min(20, { error: DEV_MSG.tokenInvalid })
    .max(DEVICE_TOKEN_MAX, { error: DEV_MSG.tokenInvalid })
    .regex(/^[A-Za-z0-9:_.-]+$/, { error: DEV_MSG.tokenInvalid }),
  platform: z.enum(DEVICE_PLATFORMS, { error: 'Platform is android or ios' }),
  appVersion: version,
  osVersion: version,
  deviceModel: z.string().trim().max(80).optional().default(''),
  /** The device's language (en, fr-CA ...): its base picks the template variant. */
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, {
      error: 'Send a language tag such as en or fr-CA',
    })
    .max(35)
    .optional(),
  /** The token this one replaces (FCM onNewToken), dropped from the list. */
  previousToken: z.string().max(DEVICE_TOKEN_MAX).optional(),
});
export type TRegisterDeviceRequest = z.input<typeof ZRegisterDeviceRequestSchema>;
export const ZRegisterDeviceResponseSchema = envelopeOf(z.object({ deviceId: z.number().int() }));
export const ZUnregisterDeviceRequestSchema = z.object({ token: z.string().max(DEVICE_TOKEN_MAX) });

/** What the app reports: a push delivered or opened, or an action a goal may count. */
export const MOBILE_EVENT_TYPES = [
  'delivered',
  'clicked',
  'screen_view',
  'event',
  'purchase',
  'deep_link_open',
] as const;
export const ZMobileEventRequestSchema = z.object({
  token: z.string().max(DEVICE_TOKEN_MAX),
  type: z.enum(MOBILE_EVENT_TYPES),
  /** Screen, event name, product or deep link, as the goal type says. */
  name: z
    .string()
    .trim()
    .max(GOAL_NAME_MAX * 5)
    .optional(),
  value: z.number().min(0).max(GOAL_VALUE_MAX).optional(),
  messageId: z.string().max(100).optional(),
});
export const ZMobileEventResponseSchema = envelopeOf(z.object({ accepted: z.boolean() }));

export const DEVICE_STATUSES = ['active', 'disabled'] as const;
export const ZGetMobilePushDevicesRequestSchema = ZChannelScopeSchema.extend(
  ZPagingSchema.shape,
).extend({
  mobileAppId: ZChannelIdSchema,
  platform: z.enum(DEVICE_PLATFORMS).optional(),
  status: z.enum(DEVICE_STATUSES).optional(),
  appVersion: z.string().max(40).optional(),
  /** A prefix of the token, or of the linked contact's email. */
  search: z.string().trim().max(100).optional(),
});
export type TGetMobilePushDevicesRequest = z.input<typeof ZGetMobilePushDevicesRequestSchema>;

export const ZMobileDeviceSchema = z.object({
  deviceId: z.number().int(),
  platform: z.enum(DEVICE_PLATFORMS),
  /** The token shortened (first 8 and last 6 characters): enough to tell devices apart. */
  tokenPreview: z.string(),
  appVersion: z.string(),
  osVersion: z.string(),
  deviceModel: z.string(),
  language: z.string(),
  contactEmail: z.string().nullable(),
  contactMobile: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type TMobileDevice = z.infer<typeof ZMobileDeviceSchema>;
export const ZMobileDevicesResponseSchema = envelopeOf(
  z.object({ devices: z.array(ZMobileDeviceSchema) }),
);

const ZFacetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const ZUserDeviceMasterResponseSchema = envelopeOf(
  z.object({
    platforms: ZFacetSchema,
    appVersions: ZFacetSchema,
    osVersions: ZFacetSchema,
    languages: ZFacetSchema,
  }),
);
export type TUserDeviceMaster = z.infer<typeof ZUserDeviceMasterResponseSchema>['data'];

/** The test form of a device: a title and a message, as web push's test (no link). */
export const ZTestMobilePushFormSchema = ZTestPushFormSchema.pick({ title: true, body: true });
export type TTestMobilePushFormInput = z.input<typeof ZTestMobilePushFormSchema>;
/** POST CommunicationSetting/SendTestMobilePush (account admins): one push to one device. */
export const ZSendTestMobilePushRequestSchema = ZChannelScopeSchema.extend(
  ZTestMobilePushFormSchema.shape,
).extend({ mobileAppId: ZChannelIdSchema, deviceId: ZChannelIdSchema });
export type TSendTestMobilePushRequest = z.input<typeof ZSendTestMobilePushRequestSchema>;
