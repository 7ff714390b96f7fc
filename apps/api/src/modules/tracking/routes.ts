import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import callbackRoutes from './callbacks/callback-routes.ts';
import trackingLinkRoutes from './link-routes.ts';
import preferenceRoutes from './preference-centre/preference-routes.ts';

/**
 * Tracking (issue 9): the links inside messages and the providers' delivery reports; the hosted
 * preference page (issue 28).
 */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(trackingLinkRoutes);
  await app.register(callbackRoutes);
  await app.register(preferenceRoutes);
};

export default trackingRoutes;
