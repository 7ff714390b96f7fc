import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes (see routes.ts). */
const composeRoutes: FastifyPluginAsyncZod = async () => {};

export default composeRoutes;
