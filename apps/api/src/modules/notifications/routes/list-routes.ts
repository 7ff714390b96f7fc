import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_ALERT_NOTIFICATION_DETAIL,
  GET_UNREAD_COUNT,
  MARK_ALL_AS_READ,
  UPDATE_NOTIFICATION_STATUS,
} from '@resonate/contracts/notifications-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { getUnreadCount } from '../get-unread-count.ts';
import { listNotifications } from '../list-notifications.ts';
import { markAllNotificationsRead } from '../mark-all-read.ts';
import { markNotificationRead } from '../mark-notification-read.ts';

/** The bell and the notifications page: every signed-in user has them (no feature gate). */
const listRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_UNREAD_COUNT, async (body, request) => {
    const data = await getUnreadCount(app, authOf(request), body);
    return { status: true, message: 'Unread count', data };
  });

  addEndpoint(app, GET_ALERT_NOTIFICATION_DETAIL, async (body, request) => {
    const data = await listNotifications(app, authOf(request), body);
    return { status: true, message: 'Notifications', data, totalRows: data.totalRows };
  });

  addEndpoint(app, UPDATE_NOTIFICATION_STATUS, async (body, request) => {
    const unreadCount = await markNotificationRead(app, authOf(request), body);
    return { status: true, message: 'Notification marked as read', data: { unreadCount } };
  });

  addEndpoint(app, MARK_ALL_AS_READ, async (body, request) => {
    const unreadCount = await markAllNotificationsRead(app, authOf(request), body);
    return { status: true, message: 'All notifications marked as read', data: { unreadCount } };
  });
};

export default listRoutes;
