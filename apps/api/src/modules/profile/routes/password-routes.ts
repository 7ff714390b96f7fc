import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import {
  CHANGE_PASSWORD,
  CONFIRM_PASSWORD,
  VALIDATE_PASSWORD,
} from '@resonate/contracts/profile-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { changePassword } from '../password/change-password.ts';
import { confirmPassword } from '../password/confirm-password.ts';
import { validatePassword } from '../password/validate-password.ts';
import { PROFILE_RATE_LIMITS } from './rate-limits.ts';

const limit = PROFILE_RATE_LIMITS.password;

/**
 * The change-password card. Credentials travel as JSON over the session (TLS); the logger
 * redacts password fields and never logs bodies. A session signed in with a mailed temporary
 * password may use these (and Logout) only: it must choose its own password first.
 */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(
    app,
    VALIDATE_PASSWORD,
    async (body, request) => {
      await validatePassword(app, authOf(request), body);
      return { status: true, message: PROFILE_MSG.currentPasswordValid, data: {} };
    },
    limit,
  );

  addEndpoint(
    app,
    CONFIRM_PASSWORD,
    async (body, request) => {
      await confirmPassword(app, authOf(request), body);
      return { status: true, message: PROFILE_MSG.passwordAccepted, data: {} };
    },
    limit,
  );

  addEndpoint(
    app,
    CHANGE_PASSWORD,
    async (body, request) => {
      const auth = authOf(request);
      await changePassword(app, auth, body);
      // Here at once (other instances hear the NOTIFY): a temporary session is free right away.
      app.sessionCache.evictUser(auth.userId);
      return { status: true, message: PROFILE_MSG.passwordChanged, data: {} };
    },
    limit,
  );
};

export default passwordRoutes;
