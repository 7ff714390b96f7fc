import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import contactRoutes from './contacts/contact-routes.ts';
import importRoutes from './imports/import-routes.ts';
import listRoutes from './lists/list-routes.ts';

/** The audience, under Audience/: master data (contacts), CSV imports and lists. */
const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactRoutes);
  await app.register(importRoutes);
  await app.register(listRoutes);
};

export default audienceRoutes;
