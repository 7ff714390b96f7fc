import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import dynamicListRoutes from './dynamic/dynamic-list-routes.ts';
import listExportRoutes from './export/export-routes.ts';
import listCrudRoutes from './list-crud-routes.ts';
import listMemberRoutes from './list-member-routes.ts';

/** Audience lists: target, ad-hoc and dynamic lists, their members and exports. */
const listRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listCrudRoutes);
  await app.register(listMemberRoutes);
  await app.register(dynamicListRoutes);
  await app.register(listExportRoutes);
};

export default listRoutes;
