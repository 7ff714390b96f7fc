import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DELETE_ROLE, GET_ROLES, SAVE_ROLE } from '@resonate/contracts/onboarding/admin-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { deleteRole, getRoles, saveRole } from './role-admin.ts';

/** The roles page: roles as sets of feature permissions (account admins). */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_ROLES, async (_body, request) => {
    const roles = await getRoles(app.db, authOf(request));
    return { status: true, message: 'Roles', totalRows: roles.length, data: { roles } };
  });

  addEndpoint(app, SAVE_ROLE, async (body, request) => {
    const role = await saveRole(app, authOf(request), body);
    return { status: true, message: 'Role saved', data: { role } };
  });

  addEndpoint(app, DELETE_ROLE, async ({ roleId }, request) => {
    await deleteRole(app.db, authOf(request), roleId);
    return { status: true, message: 'Role deleted', data: {} };
  });
};

export default roleRoutes;
