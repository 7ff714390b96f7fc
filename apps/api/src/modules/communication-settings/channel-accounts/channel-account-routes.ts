import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its owner writes the routes. */
const channelAccountsRoutes: FastifyPluginAsyncZod = async () => {};

export default channelAccountsRoutes;
