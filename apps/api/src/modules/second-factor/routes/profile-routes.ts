import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor';
import {
  GET_TWO_STEP,
  PASSKEY_OPTIONS,
  PASSKEY_REGISTER,
  PASSKEY_REMOVE,
  RECOVERY_CODES_REGENERATE,
  TOTP_CONFIRM,
  TOTP_REMOVE,
  TOTP_START,
} from '@resonate/contracts/auth/two-step-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
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

/** Each change checks the password again: as tight as the profile's password endpoints. */
const changeLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };
const codeLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** My profile's two-step card: the authenticator app, passkeys and recovery codes. */
const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_TWO_STEP, async (_body, request) => ({
    status: true,
    message: SECOND_FACTOR_MSG.status,
    data: await twoStepStatus(app, authOf(request)),
  }));

  addEndpoint(
    app,
    TOTP_START,
    async (body, request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.totpStarted,
      data: await startTotp(app, authOf(request), body),
    }),
    changeLimit,
  );

  addEndpoint(
    app,
    TOTP_CONFIRM,
    async (body, request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.totpAdded,
      data: await confirmTotp(app, authOf(request), body),
    }),
    codeLimit,
  );

  addEndpoint(
    app,
    TOTP_REMOVE,
    async (body, request) => {
      await removeTotp(app, authOf(request), body);
      return { status: true, message: SECOND_FACTOR_MSG.totpRemoved, data: {} };
    },
    changeLimit,
  );

  addEndpoint(
    app,
    RECOVERY_CODES_REGENERATE,
    async (body, request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.recoveryRegenerated,
      data: await regenerateRecoveryCodes(app, authOf(request), body),
    }),
    changeLimit,
  );

  addEndpoint(
    app,
    PASSKEY_OPTIONS,
    async (body, request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.passkeyOptions,
      data: await startPasskey(app, authOf(request), body),
    }),
    changeLimit,
  );

  addEndpoint(
    app,
    PASSKEY_REGISTER,
    async (body, request) => ({
      status: true,
      message: SECOND_FACTOR_MSG.passkeyAdded,
      data: await finishPasskey(app, authOf(request), body),
    }),
    codeLimit,
  );

  addEndpoint(
    app,
    PASSKEY_REMOVE,
    async (body, request) => {
      await removePasskey(app, authOf(request), body);
      return { status: true, message: SECOND_FACTOR_MSG.passkeyRemoved, data: {} };
    },
    changeLimit,
  );
};

export default twoStepRoutes;
