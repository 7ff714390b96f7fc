import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDepartmentResponseSchema,
  ZGetDepartmentsRequestSchema,
  ZGetDepartmentsResponseSchema,
  ZSaveDepartmentRequestSchema,
  ZSetDepartmentActiveRequestSchema,
} from '@resonate/contracts/onboarding/departments';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { adminOnly } from '../admin-guard.ts';
import { getDepartments, saveDepartment, setDepartmentActive } from './department-admin.ts';

const tags = ['administration'];
const security = [{ accessToken: [] }];

/** The departments page (account admins of the company the session works in). */
const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.requireAuth(), adminOnly];

  app.post(
    '/api/Admin/GetDepartments',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Departments of the company, a page at a time',
        body: ZGetDepartmentsRequestSchema,
        response: { 200: ZGetDepartmentsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { departments, totalRows } = await getDepartments(
        app.db,
        authOf(request),
        request.body,
      );
      return { status: true, message: 'Departments', totalRows, data: { departments } };
    },
  );

  app.post(
    '/api/Admin/SaveDepartment',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Creates a department, or renames one',
        body: ZSaveDepartmentRequestSchema,
        response: { 200: ZDepartmentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const department = await saveDepartment(app.db, authOf(request), request.body);
      return { status: true, message: 'Department saved', data: { department } };
    },
  );

  app.post(
    '/api/Admin/SetDepartmentActive',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deactivates or reactivates a department',
        body: ZSetDepartmentActiveRequestSchema,
        response: { 200: ZDepartmentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const department = await setDepartmentActive(app.db, authOf(request), request.body);
      const message = department.isActive ? 'Department reactivated' : 'Department deactivated';
      return { status: true, message, data: { department } };
    },
  );
};

export default departmentRoutes;
