import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes. */
const trackingRoutes: FastifyPluginAsyncZod = async () => {};

export default trackingRoutes;
