import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes. */
const invoicesRoutes: FastifyPluginAsyncZod = async () => {};

export default invoicesRoutes;
