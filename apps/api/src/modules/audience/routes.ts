import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import apiContactRoutes from './contacts/api-contact-routes.ts';
import contactRoutes from './contacts/contact-routes.ts';
import importRoutes from './imports/import-routes.ts';
import listRoutes from './lists/list-routes.ts';
import optInLinkRoutes from './opt-in/opt-in-link-routes.ts';
import optInRoutes from './opt-in/opt-in-routes.ts';

/**
 * The audience, under Audience/: master data (contacts), CSV imports, lists and double opt-in
 * (its settings, and the public confirmation link); the REST API's contact write.
 */
const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactRoutes);
  await app.register(importRoutes);
  await app.register(listRoutes);
  await app.register(optInRoutes);
  await app.register(optInLinkRoutes);
  await app.register(apiContactRoutes);
};

export default audienceRoutes;
