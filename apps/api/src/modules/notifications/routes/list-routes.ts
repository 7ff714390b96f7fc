import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMarkAllAsReadRequestSchema,
  ZNotificationListRequestSchema,
  ZNotificationListResponseSchema,
  ZReadResultResponseSchema,
  ZUnreadCountRequestSchema,
  ZUnreadCountResponseSchema,
  ZUpdateNotificationStatusRequestSchema,
} from '@resonate/contracts/notifications';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getUnreadCount } from '../get-unread-count.ts';
import { listNotifications } from '../list-notifications.ts';
import { markAllNotificationsRead } from '../mark-all-read.ts';
import { markNotificationRead } from '../mark-notification-read.ts';

const tags = ['notifications'];
const security = [{ accessToken: [] }];
const BASE = '/api/AlertAndNotifications';

/** The bell and the notifications page: every signed-in user has them (no feature gate). */
const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${BASE}/GetUnreadCount`,
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: 'The unread count of the caller, as a numeric string',
        body: ZUnreadCountRequestSchema,
        response: { 200: ZUnreadCountResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getUnreadCount(app, authOf(request), request.body);
      return { status: true, message: 'Unread count', data };
    },
  );

  app.post(
    `${BASE}/GetAlertNotificationDetail`,
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: "One page of the caller's notifications, newest first, optionally by date",
        body: ZNotificationListRequestSchema,
        response: { 200: ZNotificationListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await listNotifications(app, authOf(request), request.body);
      return { status: true, message: 'Notifications', data, totalRows: data.totalRows };
    },
  );

  app.post(
    `${BASE}/UpdateNotificationStatus`,
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Marks one notification read; answers with the unread count left',
        body: ZUpdateNotificationStatusRequestSchema,
        response: { 200: ZReadResultResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const unreadCount = await markNotificationRead(app, authOf(request), request.body);
      return { status: true, message: 'Notification marked as read', data: { unreadCount } };
    },
  );

  app.post(
    `${BASE}/MarkAllAsRead`,
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the caller read; answers with the unread count left',
        body: ZMarkAllAsReadRequestSchema,
        response: { 200: ZReadResultResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const unreadCount = await markAllNotificationsRead(app, authOf(request), request.body);
      return { status: true, message: 'All notifications marked as read', data: { unreadCount } };
    },
  );
};

export default listRoutes;
