import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetAuthorizationCodeRequestSchema,
  ZGetAuthorizationCodeResponseSchema,
  ZSignInDiscoveryRequestSchema,
  ZSignInDiscoveryResponseSchema,
  ZVerifyAuthorizationCodeRequestSchema,
} from '@resonate/contracts/auth/sso';
import {
  ZLoginResponseSchema,
  ZOtpConfirmResponseSchema,
  ZOtpRequestSchema,
} from '@resonate/contracts/auth';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { LOGIN_SUCCESS, confirmOtpLogin, clientInfo } from '#/modules/auth/index.ts';
import { signInDiscovery } from '../discovery/sign-in-discovery.ts';
import { startAuthorization } from '../oidc/start-authorization.ts';
import { verifyAuthorization } from '../oidc/verify-authorization.ts';

const tags = ['sign-in'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Single sign-on steps of the login page: discovery by email domain, GetAuthorizationCode,
 * VerifyAuthorizationCode (JSON, or form-urlencoded for the social providers: spec section 7),
 * and ConfirmVerificationCode, the one-time code after single sign-on when the policy asks.
 */
const ssoSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only these routes accept a form-urlencoded body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/api/SignInDiscovery',
    {
      config: perMinute(60),
      schema: {
        tags,
        summary: 'Identity providers, Active Directory and the SSO requirement for an email domain',
        body: ZSignInDiscoveryRequestSchema,
        response: { 200: ZSignInDiscoveryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Sign-in options',
      data: await signInDiscovery(app.db, request.body.emailId, request.body.providerId),
    }),
  );

  app.post(
    '/api/GetAuthorizationCode',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Starts single sign-on: the provider URL (PKCE S256, state, nonce)',
        body: ZGetAuthorizationCodeRequestSchema,
        response: { 200: ZGetAuthorizationCodeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Authorization URL',
      data: await startAuthorization(app, request.body, request.ip),
    }),
  );

  app.post(
    '/api/VerifyAuthorizationCode',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: "Finishes single sign-on with the provider's answer; answers as LoginValidate",
        body: ZVerifyAuthorizationCodeRequestSchema,
        response: { 200: ZLoginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const result = await verifyAuthorization(app, request.body, clientInfo(request));
      return { status: true, ...result };
    },
  );

  app.post(
    '/api/ConfirmVerificationCode',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'The one-time code after single sign-on; returns the session',
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
};

export default ssoSignInRoutes;
