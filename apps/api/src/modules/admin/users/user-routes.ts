import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_MSG,
  ZGetUsersRequestSchema,
  ZGetUsersResponseSchema,
  ZInviteUserRequestSchema,
  ZSetUserActiveRequestSchema,
  ZUpdateUserRequestSchema,
  ZUserIdRequestSchema,
  ZUserResponseSchema,
} from '@resonate/contracts/onboarding/users';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { adminOnly } from '../admin-guard.ts';
import { inviteUser } from './invite-user.ts';
import { getUsers } from './load-users.ts';
import { resendInvitation, setUserActive, updateUser } from './update-user.ts';

const tags = ['administration'];
const security = [{ accessToken: [] }];
const response = { 200: ZUserResponseSchema, ...ERROR_RESPONSES };

/** The users page (account admins of the company the session works in). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.requireAuth(), adminOnly];

  app.post(
    '/api/Admin/GetUsers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Users of the company, a page at a time (search by name or email)',
        body: ZGetUsersRequestSchema,
        response: { 200: ZGetUsersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { users, totalRows } = await getUsers(app.db, authOf(request), request.body);
      return { status: true, message: 'Users', totalRows, data: { users } };
    },
  );

  app.post(
    '/api/Admin/InviteUser',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Invites a user by email: a single-use link that sets the password',
        body: ZInviteUserRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await inviteUser(app, authOf(request), request.body);
      return { status: true, message: USER_MSG.invitationSent, data: { user } };
    },
  );

  app.post(
    '/api/Admin/ResendInvitation',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Mails a new invitation link (the previous one stops working)',
        body: ZUserIdRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await resendInvitation(app, authOf(request), request.body);
      return { status: true, message: USER_MSG.invitationSent, data: { user } };
    },
  );

  app.post(
    '/api/Admin/UpdateUser',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Changes a user's name, role, admin flag, departments and brands",
        body: ZUpdateUserRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await updateUser(app, authOf(request), request.body);
      return { status: true, message: 'User saved', data: { user } };
    },
  );

  app.post(
    '/api/Admin/SetUserActive',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deactivates (signs out everywhere) or reactivates a user',
        body: ZSetUserActiveRequestSchema,
        response,
      },
    },
    async (request) => {
      const user = await setUserActive(app, authOf(request), request.body);
      const message = request.body.active ? 'User reactivated' : 'User deactivated';
      return { status: true, message, data: { user } };
    },
  );
};

export default userRoutes;
