import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POLICY_MSG } from '@resonate/contracts/auth/sign-in-policies';
import {
  DELETE_IDENTITY_PROVIDER,
  GET_IDENTITY_PROVIDERS,
  GET_SIGN_IN_EVENTS,
  GET_SIGN_IN_POLICY,
  SAVE_IDENTITY_PROVIDER,
  SAVE_SIGN_IN_POLICY,
  TEST_IDENTITY_PROVIDER,
  VERIFY_SSO_DOMAIN,
} from '@resonate/contracts/auth/security-admin-endpoints';
import { withTenant } from '#/db/tenant.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { listSignInEvents } from '../audit.ts';
import { verifySsoDomain } from '../domains/verify-domain.ts';
import { providerPolicy, redirectUriOf } from '../oidc/sso-deps.ts';
import { getSignInPolicy, saveSignInPolicy } from '../policies/save-sign-in-policy.ts';
import { getIdentityProviders } from '../providers/get-identity-providers.ts';
import { deleteProvider, saveProvider } from '../providers/save-provider.ts';
import { testProvider } from '../providers/test-provider.ts';

/** A button that reaches out to the provider or DNS: a few presses a minute are plenty. */
const OUTBOUND_LIMIT = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** The security page's single sign-on, policy and sign-in log endpoints (account admins only). */
const securityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_IDENTITY_PROVIDERS, async (_body, request) => {
    const found = await getIdentityProviders(app.db, authOf(request).clientId);
    return {
      status: true,
      message: 'Identity providers',
      totalRows: found.providers.length,
      data: { ...found, redirectUri: redirectUriOf(app) },
    };
  });

  addEndpoint(app, SAVE_IDENTITY_PROVIDER, async (body, request) => {
    const deps = { db: app.db, appSecret: app.config.appSecret };
    const provider = await saveProvider(deps, authOf(request).clientId, body);
    return { status: true, message: 'Identity provider saved', data: { provider } };
  });

  addEndpoint(app, DELETE_IDENTITY_PROVIDER, async ({ providerId }, request) => {
    await deleteProvider(app.db, authOf(request).clientId, providerId);
    return { status: true, message: 'Identity provider deleted', data: {} };
  });

  addEndpoint(
    app,
    TEST_IDENTITY_PROVIDER,
    async (body) => {
      const result = await testProvider(body, providerPolicy(app));
      return {
        status: true,
        message: result.ok
          ? 'The identity provider answered'
          : 'The identity provider could not be used',
        data: result,
      };
    },
    OUTBOUND_LIMIT,
  );

  addEndpoint(
    app,
    VERIFY_SSO_DOMAIN,
    async ({ domain }, request) => {
      const result = await verifySsoDomain(app, authOf(request).clientId, domain);
      return { status: true, message: result.message, data: { domain: result.domain } };
    },
    OUTBOUND_LIMIT,
  );

  addEndpoint(app, GET_SIGN_IN_POLICY, async (_body, request) => ({
    status: true,
    message: 'Sign-in policies',
    data: await getSignInPolicy(app.db, authOf(request).clientId),
  }));

  addEndpoint(app, SAVE_SIGN_IN_POLICY, async (body, request) => {
    const policy = await saveSignInPolicy(app.db, authOf(request).clientId, body);
    return { status: true, message: POLICY_MSG.saved, data: { policy } };
  });

  addEndpoint(app, GET_SIGN_IN_EVENTS, async (page, request) => {
    const { events, totalRows } = await withTenant(
      app.db,
      { clientId: authOf(request).clientId },
      (trx) => listSignInEvents(trx, page),
    );
    return { status: true, message: 'Sign-in events', totalRows, data: { events } };
  });
};

export default securityAdminRoutes;
