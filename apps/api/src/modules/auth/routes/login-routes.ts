import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCaptchaResponseSchema,
  ZEncryptionKeyResponseSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
} from '@resonate/contracts/auth';
import { CHECK_EMAIL_EXISTS } from '@resonate/contracts/auth/sign-in-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { createCaptcha } from '../abuse/captcha.ts';
import { issueNonce } from '../abuse/nonce.ts';
import { checkEmail } from '../check-email.ts';
import { validateLogin } from '../login/validate-login.ts';
import { NONCE_TTL_SECONDS } from '../policy.ts';
import { clientInfo } from './client-info.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

const tags = ['sign-in'];

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/User/GetEncrypted',
    {
      config: AUTH_RATE_LIMITS.key,
      schema: {
        tags,
        summary: 'The public key that seals credentials, and a single-use nonce (hashval)',
        response: { 200: ZEncryptionKeyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => {
      const data = {
        publicKey: app.loginKey.publicKeySpki,
        algorithm: 'RSA-OAEP-256' as const,
        hashval: await issueNonce(app),
        expiresInSeconds: NONCE_TTL_SECONDS,
      };
      return { status: true, message: 'Encryption key', data };
    },
  );

  app.get(
    '/api/GetCaptcha',
    {
      config: AUTH_RATE_LIMITS.captcha,
      schema: {
        tags,
        summary: 'A new captcha image',
        response: { 200: ZCaptchaResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: true, message: 'Captcha', data: await createCaptcha(app) };
    },
  );

  addEndpoint(
    app,
    CHECK_EMAIL_EXISTS,
    async (body, request) => checkEmail(app, body, request.ip),
    AUTH_RATE_LIMITS.checkEmail,
  );

  app.post(
    '/api/LoginValidate',
    {
      config: AUTH_RATE_LIMITS.login,
      schema: {
        tags,
        summary: 'Sign in with sealed credentials; answers with the session or the next step',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const result = await validateLogin(
        app,
        request.body,
        clientInfo(request, request.body.userAgent),
      );
      return { status: true, ...result };
    },
  );
};

export default loginRoutes;
