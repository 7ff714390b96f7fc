import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes (see routes.ts). */
const engineRoutes: FastifyPluginAsyncZod = async () => {};

export default engineRoutes;
