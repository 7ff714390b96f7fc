import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_DEPARTMENTS,
  SAVE_DEPARTMENT,
  SET_DEPARTMENT_ACTIVE,
} from '@resonate/contracts/onboarding/admin-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { getDepartments, saveDepartment, setDepartmentActive } from './department-admin.ts';

/** The departments page (account admins of the company the session works in). */
const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_DEPARTMENTS, async (body, request) => {
    const { departments, totalRows } = await getDepartments(app.db, authOf(request), body);
    return { status: true, message: 'Departments', totalRows, data: { departments } };
  });

  addEndpoint(app, SAVE_DEPARTMENT, async (body, request) => {
    const department = await saveDepartment(app.db, authOf(request), body);
    return { status: true, message: 'Department saved', data: { department } };
  });

  addEndpoint(app, SET_DEPARTMENT_ACTIVE, async (body, request) => {
    const department = await setDepartmentActive(app.db, authOf(request), body);
    const message = department.isActive ? 'Department reactivated' : 'Department deactivated';
    return { status: true, message, data: { department } };
  });
};

export default departmentRoutes;
