import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Scaffold: filled in by the audience work.
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
