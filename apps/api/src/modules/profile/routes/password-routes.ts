import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_IDS } from '@resonate/contracts/features';
import {
  PROFILE_MSG,
  ZChangePasswordRequestSchema,
  ZConfirmPasswordRequestSchema,
  ZEmptyResponseSchema,
  ZValidatePasswordRequestSchema,
} from '@resonate/contracts/profile';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { changePassword } from '../password/change-password.ts';
import { confirmPassword } from '../password/confirm-password.ts';
import { validatePassword } from '../password/validate-password.ts';
import { PROFILE_RATE_LIMITS, security, tags } from './rate-limits.ts';

const feature = FEATURE_IDS.myProfile;
const config = PROFILE_RATE_LIMITS.password;
const response = { 200: ZEmptyResponseSchema, ...ERROR_RESPONSES };

/**
 * The change-password card. Credentials travel as JSON over the session (TLS); the logger
 * redacts password fields and never logs bodies. A session signed in with a mailed temporary
 * password may use these (and Logout) only: it must choose its own password first.
 */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ValidatePassword',
    {
      onRequest: app.requireAuth({ feature, temporaryPassword: 'allowed' }),
      config,
      schema: {
        tags,
        security,
        summary: 'Checks the current password (400 when wrong)',
        body: ZValidatePasswordRequestSchema,
        response,
      },
    },
    async (request) => {
      await validatePassword(app, authOf(request), request.body);
      return { status: true, message: PROFILE_MSG.currentPasswordValid, data: {} };
    },
  );

  app.post(
    '/api/ConfirmPassword',
    {
      onRequest: app.requireAuth({ feature, temporaryPassword: 'allowed' }),
      config,
      schema: {
        tags,
        security,
        summary: 'Checks a new password: strong, confirmed, and not the current one',
        body: ZConfirmPasswordRequestSchema,
        response,
      },
    },
    async (request) => {
      await confirmPassword(app, authOf(request), request.body);
      return { status: true, message: PROFILE_MSG.passwordAccepted, data: {} };
    },
  );

  app.post(
    '/api/ChangePassword',
    {
      onRequest: app.requireAuth({ feature, temporaryPassword: 'allowed' }),
      config,
      schema: {
        tags,
        security,
        summary: 'Changes the password and signs out every other session of the user',
        body: ZChangePasswordRequestSchema,
        response,
      },
    },
    async (request) => {
      const auth = authOf(request);
      await changePassword(app, auth, request.body);
      // Here at once (other instances hear the NOTIFY): a temporary session is free right away.
      app.sessionCache.evictUser(auth.userId);
      return { status: true, message: PROFILE_MSG.passwordChanged, data: {} };
    },
  );
};

export default passwordRoutes;
