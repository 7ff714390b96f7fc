import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEmptyResponseSchema,
  ZGetSsoProvidersResponseSchema,
  ZSaveSsoProviderRequestSchema,
  ZSaveSsoProviderResponseSchema,
  ZSsoProviderIdRequestSchema,
  ZTestSsoProviderRequestSchema,
  ZTestSsoProviderResponseSchema,
} from '@resonate/contracts/auth/sso';
import {
  POLICY_MSG,
  ZGetSignInEventsRequestSchema,
  ZGetSignInEventsResponseSchema,
  ZGetSignInPolicyResponseSchema,
  ZSaveSignInPolicyRequestSchema,
  ZSaveSignInPolicyResponseSchema,
} from '@resonate/contracts/auth/sign-in-policies';
import {
  ZVerifySsoDomainRequestSchema,
  ZVerifySsoDomainResponseSchema,
} from '@resonate/contracts/auth/sso-domains';
import { withTenant } from '#/db/tenant.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { adminOnly } from '#/modules/admin/index.ts';
import { authOf } from '#/plugins/auth.ts';
import { listSignInEvents } from '../audit.ts';
import { listDomainRows, syncDomainRows } from '../domains/domain-repository.ts';
import { toSsoDomain } from '../domains/domain-view.ts';
import { verifySsoDomain } from '../domains/verify-domain.ts';
import { providerPolicy, redirectUriOf } from '../oidc/sso-deps.ts';
import { getSignInPolicy, saveSignInPolicy } from '../policies/save-sign-in-policy.ts';
import { listProviderRows, toProvider } from '../providers/provider-repository.ts';
import { deleteProvider, saveProvider } from '../providers/save-provider.ts';
import { testProvider } from '../providers/test-provider.ts';

const tags = ['sign-in security'];
const security = [{ accessToken: [] }];
const ZNoBodySchema = z.object({}).default({});

/** The security page's single sign-on, policy and sign-in log endpoints (account admins only). */
const securityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.requireAuth(), adminOnly];
  const schema = (summary: string, body: z.ZodType, response: z.ZodType) => ({
    tags,
    security,
    summary,
    body,
    response: { 200: response, ...ERROR_RESPONSES },
  });

  app.post(
    '/api/Security/GetIdentityProviders',
    {
      onRequest,
      schema: schema(
        'Identity providers of the company',
        ZNoBodySchema,
        ZGetSsoProvidersResponseSchema,
      ),
    },
    async (request) => {
      const { clientId } = authOf(request);
      const [rows, domainRows] = await withTenant(app.db, { clientId }, async (trx) => {
        // Providers saved before domains were proven get their tokens on first look.
        await syncDomainRows(trx, clientId);
        return Promise.all([listProviderRows(trx), listDomainRows(trx)]);
      });
      const providers = rows.map(toProvider);
      return {
        status: true,
        message: 'Identity providers',
        totalRows: providers.length,
        data: { providers, domains: domainRows.map(toSsoDomain), redirectUri: redirectUriOf(app) },
      };
    },
  );

  app.post(
    '/api/Security/SaveIdentityProvider',
    {
      onRequest,
      schema: schema(
        'Creates or updates an identity provider',
        ZSaveSsoProviderRequestSchema,
        ZSaveSsoProviderResponseSchema,
      ),
    },
    async (request) => {
      const body = ZSaveSsoProviderRequestSchema.parse(request.body);
      const provider = await saveProvider(
        { db: app.db, appSecret: app.config.appSecret },
        authOf(request).clientId,
        body,
      );
      return { status: true, message: 'Identity provider saved', data: { provider } };
    },
  );

  app.post(
    '/api/Security/DeleteIdentityProvider',
    {
      onRequest,
      schema: schema(
        'Deletes an identity provider',
        ZSsoProviderIdRequestSchema,
        ZEmptyResponseSchema,
      ),
    },
    async (request) => {
      const { providerId } = ZSsoProviderIdRequestSchema.parse(request.body);
      await deleteProvider(app.db, authOf(request).clientId, providerId);
      return { status: true, message: 'Identity provider deleted', data: {} };
    },
  );

  app.post(
    '/api/Security/TestIdentityProvider',
    {
      onRequest,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: schema(
        "Fetches the provider's discovery document and reports",
        ZTestSsoProviderRequestSchema,
        ZTestSsoProviderResponseSchema,
      ),
    },
    async (request) => {
      const input = ZTestSsoProviderRequestSchema.parse(request.body);
      const result = await testProvider(input, providerPolicy(app));
      return {
        status: true,
        message: result.ok
          ? 'The identity provider answered'
          : 'The identity provider could not be used',
        data: result,
      };
    },
  );

  app.post(
    '/api/Security/VerifySsoDomain',
    {
      onRequest,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: schema(
        "Looks up the domain's TXT record and, when it matches, proves the domain",
        ZVerifySsoDomainRequestSchema,
        ZVerifySsoDomainResponseSchema,
      ),
    },
    async (request) => {
      const { domain } = ZVerifySsoDomainRequestSchema.parse(request.body);
      const result = await verifySsoDomain(app, authOf(request).clientId, domain);
      return { status: true, message: result.message, data: { domain: result.domain } };
    },
  );

  app.post(
    '/api/Security/GetSignInPolicy',
    {
      onRequest,
      schema: schema(
        'Sign-in policies of the company',
        ZNoBodySchema,
        ZGetSignInPolicyResponseSchema,
      ),
    },
    async (request) => ({
      status: true,
      message: 'Sign-in policies',
      data: await getSignInPolicy(app.db, authOf(request).clientId),
    }),
  );

  app.post(
    '/api/Security/SaveSignInPolicy',
    {
      onRequest,
      schema: schema(
        'Saves the sign-in policies',
        ZSaveSignInPolicyRequestSchema,
        ZSaveSignInPolicyResponseSchema,
      ),
    },
    async (request) => {
      const input = ZSaveSignInPolicyRequestSchema.parse(request.body);
      const policy = await saveSignInPolicy(app.db, authOf(request).clientId, input);
      return { status: true, message: POLICY_MSG.saved, data: { policy } };
    },
  );

  app.post(
    '/api/Security/GetSignInEvents',
    {
      onRequest,
      schema: schema(
        'The sign-in log, newest first',
        ZGetSignInEventsRequestSchema,
        ZGetSignInEventsResponseSchema,
      ),
    },
    async (request) => {
      const page = ZGetSignInEventsRequestSchema.parse(request.body);
      const { events, totalRows } = await withTenant(
        app.db,
        { clientId: authOf(request).clientId },
        (trx) => listSignInEvents(trx, page),
      );
      return { status: true, message: 'Sign-in events', totalRows, data: { events } };
    },
  );
};

export default securityAdminRoutes;
