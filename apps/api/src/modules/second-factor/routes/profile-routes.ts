import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SECOND_FACTOR_MSG,
  ZEmptySecondFactorResponseSchema,
  ZPasskeyOptionsRequestSchema,
  ZPasskeyOptionsResponseSchema,
  ZPasskeyRegisterRequestSchema,
  ZPasskeyRemoveRequestSchema,
  ZReauthRequestSchema,
  ZRecoveryCodesResponseSchema,
  ZTotpConfirmRequestSchema,
  ZTotpSetupResponseSchema,
  ZTwoStepStatusResponseSchema,
} from '@resonate/contracts/auth/second-factor';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import {
  confirmTotp,
  finishPasskey,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  startPasskey,
  startTotp,
  twoStepStatus,
} from '../profile/two-step.ts';

const tags = ['profile'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.myProfile;
/** Each change checks the password again: as tight as the profile's password endpoints. */
const changeLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };
const codeLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** My profile's two-step card: the authenticator app, passkeys and recovery codes. */
const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature });

  app.post(
    '/api/TwoStep/Get',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The caller’s authenticator app, passkeys and recovery codes left',
        response: { 200: ZTwoStepStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.status,
      data: await twoStepStatus(app, authOf(request)),
    }),
  );

  app.post(
    '/api/TwoStep/TotpStart',
    {
      onRequest,
      config: changeLimit,
      schema: {
        tags,
        security,
        summary: 'Starts setting up an authenticator app (password required): secret and QR code',
        body: ZReauthRequestSchema,
        response: { 200: ZTotpSetupResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.totpStarted,
      data: await startTotp(app, authOf(request), request.body),
    }),
  );

  app.post(
    '/api/TwoStep/TotpConfirm',
    {
      onRequest,
      config: codeLimit,
      schema: {
        tags,
        security,
        summary: 'Activates the app with its first code; recovery codes with the first factor',
        body: ZTotpConfirmRequestSchema,
        response: { 200: ZRecoveryCodesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.totpAdded,
      data: await confirmTotp(app, authOf(request), request.body),
    }),
  );

  app.post(
    '/api/TwoStep/TotpRemove',
    {
      onRequest,
      config: changeLimit,
      schema: {
        tags,
        security,
        summary: 'Removes the authenticator app (password required)',
        body: ZReauthRequestSchema,
        response: { 200: ZEmptySecondFactorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await removeTotp(app, authOf(request), request.body);
      return { status: true, message: SECOND_FACTOR_MSG.totpRemoved, data: {} };
    },
  );

  app.post(
    '/api/TwoStep/RecoveryCodesRegenerate',
    {
      onRequest,
      config: changeLimit,
      schema: {
        tags,
        security,
        summary: 'Ten new recovery codes (password required); the old ones stop working',
        body: ZReauthRequestSchema,
        response: { 200: ZRecoveryCodesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.recoveryRegenerated,
      data: await regenerateRecoveryCodes(app, authOf(request), request.body),
    }),
  );

  app.post(
    '/api/TwoStep/PasskeyOptions',
    {
      onRequest,
      config: changeLimit,
      schema: {
        tags,
        security,
        summary: 'Options for creating a passkey (password required)',
        body: ZPasskeyOptionsRequestSchema,
        response: { 200: ZPasskeyOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.passkeyOptions,
      data: await startPasskey(app, authOf(request), request.body),
    }),
  );

  app.post(
    '/api/TwoStep/PasskeyRegister',
    {
      onRequest,
      config: codeLimit,
      schema: {
        tags,
        security,
        summary: 'Stores the passkey the browser created',
        body: ZPasskeyRegisterRequestSchema,
        response: { 200: ZRecoveryCodesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.passkeyAdded,
      data: await finishPasskey(app, authOf(request), request.body),
    }),
  );

  app.post(
    '/api/TwoStep/PasskeyRemove',
    {
      onRequest,
      config: changeLimit,
      schema: {
        tags,
        security,
        summary: 'Removes a passkey (password required)',
        body: ZPasskeyRemoveRequestSchema,
        response: { 200: ZEmptySecondFactorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await removePasskey(app, authOf(request), request.body);
      return { status: true, message: SECOND_FACTOR_MSG.passkeyRemoved, data: {} };
    },
  );
};

export default twoStepRoutes;
