import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDepartmentListRequestSchema,
  ZDepartmentListResponseSchema,
  ZGetScopeRequestSchema,
  ZScopeResponseSchema,
  ZSwitchCompanyRequestSchema,
} from '@resonate/contracts/onboarding/tenancy';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getDepartmentList } from './get-department-list.ts';
import { getScope } from './get-scope.ts';
import { switchCompany } from './switch-company.ts';

const tags = ['tenancy'];
const security = [{ accessToken: [] }];

/** The company and department a session works in, and switching them. */
const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth();

  app.post(
    '/api/User/GetScope',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The companies the user may work in and the active company and department',
        body: ZGetScopeRequestSchema,
        response: { 200: ZScopeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Scope',
      data: await getScope(app.db, authOf(request)),
    }),
  );

  app.post(
    '/api/User/SwitchCompany',
    {
      onRequest,
      // A user the current brand's IP whitelist refuses may still leave it; the company entered
      // is checked by switchCompany.
      config: { switchesCompany: true },
      schema: {
        tags,
        security,
        summary: 'Agency users: work in one of their brands (or back in the agency) from now on',
        body: ZSwitchCompanyRequestSchema,
        response: { 200: ZScopeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Company switched',
      data: await switchCompany(app, authOf(request), request.body, request.ip),
    }),
  );

  app.post(
    '/api/User/GetDepartmentList',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Departments of the active company the user may work in',
        body: ZDepartmentListRequestSchema,
        response: { 200: ZDepartmentListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Departments',
      data: await getDepartmentList(app.db, authOf(request), request.body),
    }),
  );
};

export default tenancyRoutes;
