/**
 * Every AlertAndNotifications/ endpoint (spec section 7), defined once: the API registers them,
 * OpenAPI documents them and the web calls them from these objects. The bell and the
 * notifications page belong to every signed-in user; the settings page is feature 19.
 */
import { defineEndpoint } from './endpoints.ts';
import { FEATURE_IDS } from './features.ts';
import {
  ZAlertSettingsRequestSchema,
  ZAlertSettingsSchema,
  ZMarkAllAsReadRequestSchema,
  ZNotificationListRequestSchema,
  ZNotificationListSchema,
  ZReadResultSchema,
  ZStreamQuerySchema,
  ZStreamTicketRequestSchema,
  ZStreamTicketSchema,
  ZUnreadCountRequestSchema,
  ZUnreadCountSchema,
  ZUpdateAlertSettingsRequestSchema,
  ZUpdateNotificationStatusRequestSchema,
} from './notifications.ts';

const tag = 'notifications';

export const GET_UNREAD_COUNT = defineEndpoint({
  method: 'POST',
  path: 'AlertAndNotifications/GetUnreadCount',
  request: ZUnreadCountRequestSchema,
  response: ZUnreadCountSchema,
  auth: 'session',
  feature: null,
  access: 'read',
  summary: 'The unread count of the caller, as a numeric string',
  tag,
});

export const GET_ALERT_NOTIFICATION_DETAIL = defineEndpoint({
  method: 'POST',
  path: 'AlertAndNotifications/GetAlertNotificationDetail',
  request: ZNotificationListRequestSchema,
  response: ZNotificationListSchema,
  auth: 'session',
  feature: null,
  access: 'read',
  summary: "One page of the caller's notifications, newest first, optionally by date",
  tag,
});

export const UPDATE_NOTIFICATION_STATUS = defineEndpoint({
  method: 'POST',
  path: 'AlertAndNotifications/UpdateNotificationStatus',
  request: ZUpdateNotificationStatusRequestSchema,
  response: ZReadResultSchema,
  auth: 'session',
  feature: null,
  access: 'write',
  summary: 'Marks one notification read; answers with the unread count left',
  tag,
});

export const MARK_ALL_AS_READ = defineEndpoint({
  method: 'POST',
  path: 'AlertAndNotifications/MarkAllAsRead',
  request: ZMarkAllAsReadRequestSchema,
  response: ZReadResultSchema,
  auth: 'session',
  feature: null,
  access: 'write',
  summary: 'Marks every notification of the caller read; answers with the unread count left',
  tag,
});

export const GET_ALERT_NOTIFICATION_STATUS = defineEndpoint({
  method: 'POST',
  path: 'AlertAndNotifications/GetAlertNotificationStatus',
  request: ZAlertSettingsRequestSchema,
  response: ZAlertSettingsSchema,
  auth: 'session',
  feature: FEATURE_IDS.alertsAndNotifications,
  access: 'read',
  summary: 'In-app and email delivery of every event type, for the caller',
  tag,
});

export const UPDATE_ALERT_NOTIFICATION_STATUS = defineEndpoint({
  method: 'POST',
  path: 'AlertAndNotifications/UpdateAlertNotificationStatus',
  request: ZUpdateAlertSettingsRequestSchema,
  response: ZAlertSettingsSchema,
  auth: 'session',
  feature: FEATURE_IDS.alertsAndNotifications,
  access: 'write',
  summary: 'Saves the delivery of the event types sent; answers with every row',
  tag,
});

export const GET_STREAM_TICKET = defineEndpoint({
  method: 'POST',
  path: 'AlertAndNotifications/GetStreamTicket',
  request: ZStreamTicketRequestSchema,
  response: ZStreamTicketSchema,
  auth: 'session',
  feature: null,
  access: 'read',
  summary: 'A one-minute ticket that opens the notification stream (EventSource)',
  tag,
});

/** EventSource cannot send the accessToken header: the stream opens with a ticket instead. */
export const NOTIFICATION_STREAM = defineEndpoint({
  method: 'GET',
  path: 'AlertAndNotifications/Stream',
  request: ZStreamQuerySchema,
  response: null,
  auth: 'own',
  feature: null,
  access: 'read',
  summary: 'text/event-stream of `unread` events ({ unreadCount }); opened with a ticket',
  tag,
});

export const NOTIFICATION_ENDPOINTS = [
  GET_UNREAD_COUNT,
  GET_ALERT_NOTIFICATION_DETAIL,
  UPDATE_NOTIFICATION_STATUS,
  MARK_ALL_AS_READ,
  GET_ALERT_NOTIFICATION_STATUS,
  UPDATE_ALERT_NOTIFICATION_STATUS,
  GET_STREAM_TICKET,
  NOTIFICATION_STREAM,
];
