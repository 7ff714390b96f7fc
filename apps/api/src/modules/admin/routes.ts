import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import brandRoutes from './brands/brand-routes.ts';
import setupRoutes from './brands/setup-routes.ts';
import departmentRoutes from './departments/department-routes.ts';
import invitationRoutes from './invitations/invitation-routes.ts';
import roleRoutes from './roles/role-routes.ts';
import userRoutes from './users/user-routes.ts';

/** Agency setup, administration (brands, departments, users, roles) and invitations. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(setupRoutes);
  await app.register(brandRoutes);
  await app.register(departmentRoutes);
  await app.register(roleRoutes);
  await app.register(userRoutes);
  await app.register(invitationRoutes);
};

export default adminRoutes;
