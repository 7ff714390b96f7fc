import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import apiKeyRoutes from './routes/api-key-routes.ts';
import webhookRoutes from './routes/webhook-routes.ts';

/** The data-exchange module's routes: one register line in app.ts. */
const dataExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(apiKeyRoutes);
  await app.register(webhookRoutes);
};

export default dataExchangeRoutes;
