import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes (see routes.ts). */
const approvalRoutes: FastifyPluginAsyncZod = async () => {};

export default approvalRoutes;
