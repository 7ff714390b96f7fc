import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes (see routes.ts). */
const outputRoutes: FastifyPluginAsyncZod = async () => {};

export default outputRoutes;
