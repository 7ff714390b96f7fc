import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZLogoutRequestSchema,
  ZLogoutResponseSchema,
  ZUnlockSignInRequestSchema,
  ZUnlockSignInResponseSchema,
} from '@resonate/contracts/auth';
import { envelopeOf } from '@resonate/contracts/envelope';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { logout } from '../logout.ts';
import { unlockSignIn } from '../unlock-sign-in.ts';

const tags = ['session'];
const security = [{ accessToken: [] }];

const ZSessionInfoResponseSchema = envelopeOf(
  z.object({
    userId: z.number(),
    clientId: z.number(),
    accountAdmin: z.boolean(),
    departmentIds: z.array(z.number()),
  }),
);

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Logout',
    {
      onRequest: app.requireAuth({ temporaryPassword: 'allowed' }),
      schema: {
        tags,
        security,
        summary: 'Signs the calling session out (revokes its token)',
        body: ZLogoutRequestSchema,
        response: { 200: ZLogoutResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await logout(app, authOf(request), request.body);
      return { status: true, message: 'Logged out successfully', data: {} };
    },
  );

  app.post(
    '/api/User/UnlockSignIn',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Account admins: lift the failed-sign-in lock of one of their users',
        body: ZUnlockSignInRequestSchema,
        response: { 200: ZUnlockSignInResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await unlockSignIn(app, authOf(request), request.body.emailId);
      return { status: true, message: 'Sign-in unlocked', data: {} };
    },
  );

  app.get(
    '/api/User/GetSession',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Who the access token belongs to',
        response: { 200: ZSessionInfoResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const data = {
        userId: auth.userId,
        clientId: auth.clientId,
        accountAdmin: auth.isAccountAdmin,
        departmentIds: [...auth.departmentIds],
      };
      return { status: true, message: 'Session', data };
    },
  );
};

export default sessionRoutes;
