import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@resonate/contracts/envelope';
import {
  ZDeleteRoleRequestSchema,
  ZGetRolesRequestSchema,
  ZGetRolesResponseSchema,
  ZRoleResponseSchema,
  ZSaveRoleRequestSchema,
} from '@resonate/contracts/onboarding/roles';
import { z } from 'zod';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { adminOnly } from '../admin-guard.ts';
import { deleteRole, getRoles, saveRole } from './role-admin.ts';

const tags = ['administration'];
const security = [{ accessToken: [] }];

/** The roles page: roles as sets of feature permissions (account admins). */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.requireAuth(), adminOnly];

  app.post(
    '/api/Admin/GetRoles',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Roles of the company with their feature permissions',
        body: ZGetRolesRequestSchema,
        response: { 200: ZGetRolesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const roles = await getRoles(app.db, authOf(request));
      return { status: true, message: 'Roles', totalRows: roles.length, data: { roles } };
    },
  );

  app.post(
    '/api/Admin/SaveRole',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Creates a role, or replaces its name and permissions',
        body: ZSaveRoleRequestSchema,
        response: { 200: ZRoleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const role = await saveRole(app, authOf(request), request.body);
      return { status: true, message: 'Role saved', data: { role } };
    },
  );

  app.post(
    '/api/Admin/DeleteRole',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deletes a role nobody holds',
        body: ZDeleteRoleRequestSchema,
        response: { 200: envelopeOf(z.object({})), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteRole(app.db, authOf(request), request.body.roleId);
      return { status: true, message: 'Role deleted', data: {} };
    },
  );
};

export default roleRoutes;
