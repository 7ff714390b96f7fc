/**
 * Alerts and notifications (spec sections 2, 3 and 7): the event types a user can be alerted
 * about, their delivery settings, and the request/response of every AlertAndNotifications/
 * endpoint (the endpoints themselves: notifications-endpoints.ts). Field names are the spec's
 * (notificationID, readStatus as 'true'/'false' strings...).
 */
import { z } from 'zod';

export const NOTIFICATION_PAGE_SIZE_MAX = 100;
export const NOTIFICATION_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The events a notification can be about. Ids are stored, so they never change; `security`
 * events are mailed by default, because a person must hear about them even when not signed in.
 */
export const NOTIFICATION_EVENT_TYPES = [
  { id: 1, key: 'newDeviceSignIn', name: 'Sign-in from a new device', security: true },
  { id: 2, key: 'passwordChanged', name: 'Password changed', security: true },
  { id: 3, key: 'importFinished', name: 'Import finished', security: false },
  { id: 4, key: 'communicationSent', name: 'Communication sent', security: false },
  { id: 5, key: 'communicationFailed', name: 'Communication failed', security: false },
  { id: 6, key: 'invoiceIssued', name: 'Invoice issued', security: false },
  { id: 7, key: 'licenceExpiring', name: 'Licence expiring', security: false },
  { id: 8, key: 'consumptionThreshold', name: 'Consumption threshold reached', security: false },
  { id: 9, key: 'approvalRequested', name: 'Communication waiting for approval', security: false },
  { id: 10, key: 'approvalDecided', name: 'Communication approved or rejected', security: false },
  { id: 11, key: 'complaintRateHigh', name: 'Spam complaint rate too high', security: false },
  { id: 12, key: 'invoiceOverdue', name: 'Invoice overdue', security: false },
] as const;

export type TNotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];
export type TNotificationEventKey = TNotificationEventType['key'];
export type TNotificationTypeId = TNotificationEventType['id'];

export function eventTypeByKey(key: TNotificationEventKey): TNotificationEventType {
  return NOTIFICATION_EVENT_TYPES.find((type) => type.key === key)!;
}

/** Defaults until a user saves their own: every event in-app, security events by email too. */
export function defaultDelivery(type: TNotificationEventType) {
  return { inApp: true, email: type.security };
}

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Who is asking (spec section 7 payloads): must be the caller's own client and user. */
export const ZNotificationScopeSchema = z.object({
  departmentId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  clientId: ZIdSchema,
  userId: ZIdSchema,
});
export type TNotificationScope = z.input<typeof ZNotificationScopeSchema>;

/** POST AlertAndNotifications/GetUnreadCount: data is the count as a numeric string. */
export const ZUnreadCountRequestSchema = ZNotificationScopeSchema;
export const ZUnreadCountSchema = z.string().regex(/^\d+$/);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ZIsoDateSchema = z
  .string()
  .regex(ISO_DATE, { error: 'Enter a date as YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'Enter a valid date',
  });

/** POST AlertAndNotifications/GetAlertNotificationDetail: one page, newest first. */
export const ZNotificationListRequestSchema = ZNotificationScopeSchema.extend({
  pagination: z.object({
    pageNo: z
      .number()
      .int()
      .min(1, { error: 'Page number starts at 1' })
      .max(1_000_000, { error: 'Page number is too large' }),
    pageSize: z
      .number()
      .int()
      .min(1, { error: 'Page size must be at least 1' })
      .max(NOTIFICATION_PAGE_SIZE_MAX, {
        error: `Page size must be at most ${NOTIFICATION_PAGE_SIZE_MAX}`,
      }),
  }),
  isDateFilter: z.boolean().default(false),
  dateFilter: z.object({ fromDate: ZIsoDateSchema, toDate: ZIsoDateSchema }).optional(),
}).check((ctx) => {
  const { isDateFilter, dateFilter } = ctx.value;
  if (!isDateFilter) return;
  if (!dateFilter) {
    ctx.issues.push({
      code: 'custom',
      input: dateFilter,
      path: ['dateFilter'],
      message: 'Choose a from and a to date',
    });
  } else if (dateFilter.fromDate > dateFilter.toDate) {
    ctx.issues.push({
      code: 'custom',
      input: dateFilter,
      path: ['dateFilter', 'toDate'],
      message: 'The to date must be on or after the from date',
    });
  }
});
export type TNotificationListRequest = z.input<typeof ZNotificationListRequestSchema>;

export const ZNotificationItemSchema = z.object({
  notificationID: z.number().int(),
  notificationTypeID: z.number().int(),
  eventName: z.string(),
  /** ISO 8601 in UTC; the SPA formats it in the user's zone and formats. */
  createdDate: z.string(),
  readStatus: z.enum(['true', 'false']),
  status: z.enum(['Read', 'Unread']),
});
export type TNotificationItem = z.infer<typeof ZNotificationItemSchema>;

export const ZNotificationListSchema = z.object({
  notifications: z.array(ZNotificationItemSchema),
  totalRows: z.number().int().nonnegative(),
});
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;

/** POST AlertAndNotifications/UpdateNotificationStatus: marks one notification read. */
export const ZUpdateNotificationStatusRequestSchema = ZNotificationScopeSchema.extend({
  notificationID: ZIdSchema,
});
/** The unread count after the change, as GetUnreadCount gives it. */
export const ZReadResultSchema = z.object({ unreadCount: ZUnreadCountSchema });

/** POST AlertAndNotifications/MarkAllAsRead. */
export const ZMarkAllAsReadRequestSchema = ZNotificationScopeSchema;

/** One row of the settings table: an event type and its two deliveries. */
export const ZAlertSettingSchema = z.object({
  notificationTypeID: z.number().int(),
  eventName: z.string(),
  inApp: z.boolean(),
  email: z.boolean(),
});
export type TAlertSetting = z.infer<typeof ZAlertSettingSchema>;

/** POST AlertAndNotifications/GetAlertNotificationStatus. */
export const ZAlertSettingsRequestSchema = ZNotificationScopeSchema;
export const ZAlertSettingsSchema = z.object({ settings: z.array(ZAlertSettingSchema) });
export type TAlertSettings = z.infer<typeof ZAlertSettingsSchema>;

const TYPE_IDS = NOTIFICATION_EVENT_TYPES.map((type) => type.id) as number[];

/** POST AlertAndNotifications/UpdateAlertNotificationStatus: the rows to change. */
export const ZUpdateAlertSettingsRequestSchema = ZNotificationScopeSchema.extend({
  settings: z
    .array(
      z.object({
        notificationTypeID: z
          .number()
          .int()
          .refine((id) => TYPE_IDS.includes(id), { error: 'Unknown notification type' }),
        inApp: z.boolean(),
        email: z.boolean(),
      }),
    )
    .min(1, { error: 'Nothing to save' })
    .max(TYPE_IDS.length)
    .refine((rows) => new Set(rows.map((row) => row.notificationTypeID)).size === rows.length, {
      error: 'Each notification type may appear once',
    }),
});
export type TUpdateAlertSettingsRequest = z.input<typeof ZUpdateAlertSettingsRequestSchema>;

/** POST AlertAndNotifications/GetStreamTicket: a short-lived ticket for the event stream. */
export const ZStreamTicketRequestSchema = ZNotificationScopeSchema;
export const ZStreamTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int(),
});

/** GET AlertAndNotifications/Stream?ticket=...: server-sent events. */
export const ZStreamQuerySchema = z.object({ ticket: z.string().max(1024).optional() });
/** The `unread` event's data. */
export type TUnreadEvent = { unreadCount: string };
export const STREAM_EVENT_UNREAD = 'unread';
