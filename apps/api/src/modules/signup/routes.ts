import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OTP_MSG } from '@resonate/contracts/messages';
import { SIGNUP_MSG } from '@resonate/contracts/onboarding/signup';
import {
  SAVE_SIGN_UP,
  SIGN_UP_REQUEST_OTP,
  SIGN_UP_RESEND_OTP,
  SIGN_UP_VALIDATE_OTP,
} from '@resonate/contracts/onboarding/signup-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { saveSignUp } from './save-signup.ts';
import { requestSignupOtp } from './verification/request-signup-otp.ts';
import { resendSignupOtp } from './verification/resend-signup-otp.ts';
import { validateSignupOtp } from './verification/validate-signup-otp.ts';

/** Per-address request limits, on top of the per-email and per-address budgets. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Sign-up: verify the business email with a mailed code, then create the account. */
const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(
    app,
    SIGN_UP_REQUEST_OTP,
    async ({ emailId }, request) => ({
      status: true,
      message: OTP_MSG.sent,
      data: await requestSignupOtp(app, emailId, request.ip),
    }),
    perMinute(6),
  );

  addEndpoint(
    app,
    SIGN_UP_RESEND_OTP,
    async ({ otpToken }) => ({
      status: true,
      message: OTP_MSG.resent,
      data: await resendSignupOtp(app, otpToken),
    }),
    perMinute(6),
  );

  addEndpoint(
    app,
    SIGN_UP_VALIDATE_OTP,
    async (body) => ({
      status: true,
      message: OTP_MSG.valid,
      data: await validateSignupOtp(app, body),
    }),
    perMinute(20),
  );

  addEndpoint(
    app,
    SAVE_SIGN_UP,
    async (body) => ({
      status: true,
      message: SIGNUP_MSG.created,
      data: await saveSignUp(app, body),
    }),
    perMinute(10),
  );
};

export default signUpRoutes;
