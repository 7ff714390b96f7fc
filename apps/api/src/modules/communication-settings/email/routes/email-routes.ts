import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import smtpDomainRoutes from './smtp-domain-routes.ts';
import smtpOptionsRoutes from './smtp-options-routes.ts';
import smtpRoutes from './smtp-routes.ts';

/** The Email tab's endpoints, all under /api/CommunicationSetting/. */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(smtpRoutes);
  await app.register(smtpDomainRoutes);
  await app.register(smtpOptionsRoutes);
};

export default emailRoutes;
