import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZOtpConfirmResponseSchema,
  ZOtpRequestSchema,
  ZOtpResponseSchema,
  ZResendOtpRequestSchema,
  ZResendOtpResponseSchema,
} from '@resonate/contracts/auth';
import { OTP_MSG } from '@resonate/contracts/messages';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { LOGIN_SUCCESS } from '../login/complete-sign-in.ts';
import { confirmOtpLogin } from '../otp/confirm-otp-login.ts';
import { resendOtp } from '../otp/resend-otp.ts';
import { validateOtp } from '../otp/validate-otp.ts';
import { clientInfo } from './client-info.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

const tags = ['sign-in'];
const otpSchema = {
  tags,
  body: ZOtpRequestSchema,
  response: { 200: ZOtpResponseSchema, ...ERROR_RESPONSES },
};

const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/LoginValidateOTP',
    {
      config: AUTH_RATE_LIMITS.otpValidate,
      schema: { ...otpSchema, summary: 'Checks the sign-in code' },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.valid,
      data: await validateOtp(app, request.body, 'login'),
    }),
  );

  app.post(
    '/api/ValidateOTP',
    {
      config: AUTH_RATE_LIMITS.otpValidate,
      schema: { ...otpSchema, summary: 'Checks a forgot-password code' },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.valid,
      data: await validateOtp(app, request.body, 'forgot_password'),
    }),
  );

  app.post(
    '/api/LoginValidateConfirm',
    {
      config: AUTH_RATE_LIMITS.otpValidate,
      schema: {
        tags,
        summary: 'Spends the sign-in code and returns the session',
        body: ZOtpRequestSchema,
        response: { 200: ZOtpConfirmResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: LOGIN_SUCCESS,
      data: await confirmOtpLogin(app, request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/api/RequestOTP',
    {
      config: AUTH_RATE_LIMITS.otpResend,
      schema: {
        tags,
        summary: 'Sends a new code for a challenge (Resend?)',
        body: ZResendOtpRequestSchema,
        response: { 200: ZResendOtpResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.resent,
      data: await resendOtp(app, request.body.otpToken),
    }),
  );
};

export default otpRoutes;
