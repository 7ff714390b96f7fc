import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import callbackRoutes from './callbacks/callback-routes.ts';
import trackingLinkRoutes from './link-routes.ts';

/** Tracking (issue 9): the links inside messages and the providers' delivery reports. */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(trackingLinkRoutes);
  await app.register(callbackRoutes);
};

export default trackingRoutes;
