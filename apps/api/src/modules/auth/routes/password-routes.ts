import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZForgotPasswordRequestSchema,
  ZForgotPasswordResponseSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdatePasswordResponseSchema,
} from '@resonate/contracts/auth';
import { OTP_MSG } from '@resonate/contracts/messages';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { requestPasswordReset } from '../password/request-password-reset.ts';
import { resetPassword } from '../password/reset-password.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

const tags = ['sign-in'];

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ForgetPassword',
    {
      config: AUTH_RATE_LIMITS.forgotPassword,
      schema: {
        tags,
        summary: 'Mails a code to reset the password; answers alike for unknown emails',
        body: ZForgotPasswordRequestSchema,
        response: { 200: ZForgotPasswordResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.sent,
      data: await requestPasswordReset(app, request.body),
    }),
  );

  app.post(
    '/api/UpdatePassword',
    {
      config: AUTH_RATE_LIMITS.updatePassword,
      schema: {
        tags,
        summary: 'After a valid code: mails a new password and signs out every session',
        body: ZUpdatePasswordRequestSchema,
        response: { 200: ZUpdatePasswordResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { message } = await resetPassword(app, request.body);
      return { status: true, message, data: {} };
    },
  );
};

export default passwordRoutes;
