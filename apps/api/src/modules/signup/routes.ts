import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOtpRequestSchema, ZOtpResponseSchema } from '@resonate/contracts/auth';
import { OTP_MSG } from '@resonate/contracts/messages';
import {
  SIGNUP_MSG,
  ZSaveSignUpRequestSchema,
  ZSaveSignUpResponseSchema,
  ZSignUpOtpChallengeResponseSchema,
  ZSignUpOtpRequestSchema,
  ZSignUpResendOtpRequestSchema,
  ZSignUpResendOtpResponseSchema,
} from '@resonate/contracts/onboarding/signup';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { saveSignUp } from './save-signup.ts';
import { requestSignupOtp } from './verification/request-signup-otp.ts';
import { resendSignupOtp } from './verification/resend-signup-otp.ts';
import { validateSignupOtp } from './verification/validate-signup-otp.ts';

const tags = ['sign-up'];
/** Per-address request limits, on top of the per-email and per-address budgets. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Sign-up: verify the business email with a mailed code, then create the account. */
const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/SignUp/RequestOTP',
    {
      config: perMinute(6),
      schema: {
        tags,
        summary: 'Mails a code that verifies the business email of a new user',
        body: ZSignUpOtpRequestSchema,
        response: { 200: ZSignUpOtpChallengeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.sent,
      data: await requestSignupOtp(app, request.body.emailId, request.ip),
    }),
  );

  app.post(
    '/api/SignUp/ResendOTP',
    {
      config: perMinute(6),
      schema: {
        tags,
        summary: 'Sends a new sign-up code under the same otpToken (Resend?)',
        body: ZSignUpResendOtpRequestSchema,
        response: { 200: ZSignUpResendOtpResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.resent,
      data: await resendSignupOtp(app, request.body.otpToken),
    }),
  );

  app.post(
    '/api/SignUp/ValidateOTP',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Checks the sign-up code; a valid one verifies the email',
        body: ZOtpRequestSchema,
        response: { 200: ZOtpResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.valid,
      data: await validateSignupOtp(app, request.body),
    }),
  );

  app.post(
    '/api/SaveSignUp',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Creates the client and its first user from the new-user form (email verified)',
        body: ZSaveSignUpRequestSchema,
        response: { 200: ZSaveSignUpResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SIGNUP_MSG.created,
      data: await saveSignUp(app, request.body),
    }),
  );
};

export default signUpRoutes;
