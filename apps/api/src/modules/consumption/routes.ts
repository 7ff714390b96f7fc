import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes. */
const consumptionRoutes: FastifyPluginAsyncZod = async () => {};

export default consumptionRoutes;
