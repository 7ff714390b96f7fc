import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SECOND_FACTOR_MSG,
  ZEmailCodeResponseSchema,
  ZEnrolDoneResponseSchema,
  ZEnrolPasskeyRequestSchema,
  ZEnrolRequestSchema,
  ZEnrolTotpConfirmRequestSchema,
  ZPasskeyOptionsResponseSchema,
  ZPasskeySignInRequestSchema,
  ZRecoverySignInRequestSchema,
  ZSignInOptionsResponseSchema,
  ZSignInResponseSchema,
  ZStepRequestSchema,
  ZTotpSetupResponseSchema,
  ZTotpSignInRequestSchema,
} from '@resonate/contracts/auth/second-factor';
import { LOGIN_SUCCESS, clientInfo } from '#/modules/auth/index.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import {
  enrolPasskey,
  enrolPasskeyOptions,
  enrolTotpConfirm,
  enrolTotpStart,
} from '../sign-in/enrol-step.ts';
import { emailCodeInstead } from '../sign-in/email-instead.ts';
import {
  passkeySignInOptions,
  signInWithPasskey,
  signInWithRecoveryCode,
  signInWithTotp,
} from '../sign-in/verify-step.ts';

const tags = ['sign-in'];
/** As LoginValidateOTP: the step's own attempt limit is the real bound on guessing. */
const limit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** The second-factor step of sign-in: public, each call named by its step's signed token. */
const secondFactorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/SecondFactor/Totp',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Finishes sign-in with a code from the authenticator app',
        body: ZTotpSignInRequestSchema,
        response: { 200: ZSignInResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: LOGIN_SUCCESS,
      data: await signInWithTotp(app, request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/api/SecondFactor/RecoveryCode',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Finishes sign-in with a one-time recovery code',
        body: ZRecoverySignInRequestSchema,
        response: { 200: ZSignInResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: LOGIN_SUCCESS,
      data: await signInWithRecoveryCode(app, request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/api/SecondFactor/PasskeyOptions',
    {
      config: limit,
      schema: {
        tags,
        summary: 'A WebAuthn challenge for the user’s passkeys',
        body: ZStepRequestSchema,
        response: { 200: ZSignInOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.passkeyOptions,
      data: await passkeySignInOptions(app, request.body.token),
    }),
  );

  app.post(
    '/api/SecondFactor/Passkey',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Finishes sign-in with a passkey',
        body: ZPasskeySignInRequestSchema,
        response: { 200: ZSignInResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: LOGIN_SUCCESS,
      data: await signInWithPasskey(app, request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/api/SecondFactor/EmailCode',
    {
      config: { rateLimit: { max: 6, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Email me a code instead (when the client does not require a strong factor)',
        body: ZStepRequestSchema,
        response: { 200: ZEmailCodeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.emailCodeSent,
      data: await emailCodeInstead(app, request.body.token, request.ip),
    }),
  );

  app.post(
    '/api/SecondFactor/EnrolTotpStart',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Required enrolment during sign-in: an authenticator app’s secret and QR code',
        body: ZEnrolRequestSchema,
        response: { 200: ZTotpSetupResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.totpStarted,
      data: await enrolTotpStart(app, request.body.enrolToken),
    }),
  );

  app.post(
    '/api/SecondFactor/EnrolTotpConfirm',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Activates the new app with its first code and signs in',
        body: ZEnrolTotpConfirmRequestSchema,
        response: { 200: ZEnrolDoneResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: LOGIN_SUCCESS,
      data: await enrolTotpConfirm(app, request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/api/SecondFactor/EnrolPasskeyOptions',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Required enrolment during sign-in: options for creating a passkey',
        body: ZEnrolRequestSchema,
        response: { 200: ZPasskeyOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.passkeyOptions,
      data: await enrolPasskeyOptions(app, request.body.enrolToken),
    }),
  );

  app.post(
    '/api/SecondFactor/EnrolPasskey',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Stores the new passkey and signs in',
        body: ZEnrolPasskeyRequestSchema,
        response: { 200: ZEnrolDoneResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: LOGIN_SUCCESS,
      data: await enrolPasskey(app, request.body, clientInfo(request)),
    }),
  );
};

export default secondFactorSignInRoutes;
