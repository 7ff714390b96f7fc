import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_USERS,
  INVITE_USER,
  RESEND_INVITATION,
  SET_USER_ACTIVE,
  UPDATE_USER,
} from '@resonate/contracts/onboarding/admin-endpoints';
import { USER_MSG } from '@resonate/contracts/onboarding/users';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { inviteUser } from './invite-user.ts';
import { getUsers } from './load-users.ts';
import { resendInvitation, setUserActive, updateUser } from './update-user.ts';

/** The users page (account admins of the company the session works in). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_USERS, async (body, request) => {
    const { users, totalRows } = await getUsers(app.db, authOf(request), body);
    return { status: true, message: 'Users', totalRows, data: { users } };
  });

  addEndpoint(app, INVITE_USER, async (body, request) => {
    const user = await inviteUser(app, authOf(request), body);
    return { status: true, message: USER_MSG.invitationSent, data: { user } };
  });

  addEndpoint(app, RESEND_INVITATION, async (body, request) => {
    const user = await resendInvitation(app, authOf(request), body);
    return { status: true, message: USER_MSG.invitationSent, data: { user } };
  });

  addEndpoint(app, UPDATE_USER, async (body, request) => {
    const user = await updateUser(app, authOf(request), body);
    return { status: true, message: 'User saved', data: { user } };
  });

  addEndpoint(app, SET_USER_ACTIVE, async (body, request) => {
    const user = await setUserActive(app, authOf(request), body);
    const message = body.active ? 'User reactivated' : 'User deactivated';
    return { status: true, message, data: { user } };
  });
};

export default userRoutes;
