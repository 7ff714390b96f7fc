import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { OTP_MSG } from '@resonate/contracts/messages';
import {
  PROFILE_MSG,
  ZChangeMobileRequestSchema,
  ZMobileChallengeResponseSchema,
  ZMyProfileResponseSchema,
  ZUpdateMobileRequestSchema,
} from '@resonate/contracts/profile';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import type { TProfileDeps } from '../deps.ts';
import { confirmMobileChange } from '../mobile/confirm-mobile-change.ts';
import { startMobileChange } from '../mobile/start-mobile-change.ts';
import { PROFILE_RATE_LIMITS, security, tags } from './rate-limits.ts';

const feature = FEATURE_IDS.myProfile;

/** Changing the mobile number: a code goes to the new number, and coming back saves it. */
const mobileRoutes: FastifyPluginAsyncZod<{ sms: TProfileDeps['sms'] }> = async (app, options) => {
  const deps: TProfileDeps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    sms: options.sms,
  };

  app.post(
    '/api/UpdateMobileNumber',
    {
      onRequest: app.requireAuth({ feature }),
      config: PROFILE_RATE_LIMITS.mobileStart,
      schema: {
        tags,
        security,
        summary: 'Sends a code by SMS to the new number; returns the otpToken to confirm with',
        body: ZUpdateMobileRequestSchema,
        response: { 200: ZMobileChallengeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: OTP_MSG.sent,
      data: await startMobileChange(deps, authOf(request), request.body),
    }),
  );

  app.post(
    '/api/ChangeMobileNumber',
    {
      onRequest: app.requireAuth({ feature }),
      config: PROFILE_RATE_LIMITS.mobileConfirm,
      schema: {
        tags,
        security,
        summary: 'Confirms the code sent to the new number and saves it',
        body: ZChangeMobileRequestSchema,
        response: { 200: ZMyProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: PROFILE_MSG.mobileChanged,
      data: await confirmMobileChange(deps, authOf(request), request.body),
    }),
  );
};

export default mobileRoutes;
