import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import securityAdminRoutes from './routes/security-admin-routes.ts';
import ssoSignInRoutes from './routes/sign-in-routes.ts';

/** Single sign-on (OpenID Connect, Google, Microsoft), sign-in policies and the sign-in log. */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ssoSignInRoutes);
  await app.register(securityAdminRoutes);
};

export default ssoRoutes;
