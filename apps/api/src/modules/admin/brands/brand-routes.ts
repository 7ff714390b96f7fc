import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBrandResponseSchema,
  ZGetBrandsRequestSchema,
  ZGetBrandsResponseSchema,
  ZSetBrandActiveRequestSchema,
  ZUpdateBrandRequestSchema,
} from '@resonate/contracts/onboarding/brands';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { adminOnly } from '../admin-guard.ts';
import { authOf } from '#/plugins/auth.ts';
import { agencyOfSession } from './agency-actor.ts';
import { getBrands, setBrandActive, updateBrand } from './brand-admin.ts';

const tags = ['administration'];
const security = [{ accessToken: [] }];

/** The brands page of an agency's account admins (creation goes through ClientCreation). */
const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.requireAuth(), adminOnly];

  app.post(
    '/api/Admin/GetBrands',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The agency's brands, a page at a time",
        body: ZGetBrandsRequestSchema,
        response: { 200: ZGetBrandsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = await agencyOfSession(app, authOf(request));
      const { brands, totalRows } = await getBrands(app.db, actor, request.body);
      return { status: true, message: 'Brands', totalRows, data: { brands } };
    },
  );

  app.post(
    '/api/Admin/UpdateBrand',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Edits a brand of the agency',
        body: ZUpdateBrandRequestSchema,
        response: { 200: ZBrandResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = await agencyOfSession(app, authOf(request));
      const brand = await updateBrand(app.db, actor, request.body);
      return { status: true, message: 'Brand saved', data: { brand } };
    },
  );

  app.post(
    '/api/Admin/SetBrandActive',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deactivates or reactivates a brand of the agency',
        body: ZSetBrandActiveRequestSchema,
        response: { 200: ZBrandResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = await agencyOfSession(app, authOf(request));
      const brand = await setBrandActive(app.db, actor, request.body);
      const message = brand.isActive ? 'Brand reactivated' : 'Brand deactivated';
      return { status: true, message, data: { brand } };
    },
  );
};

export default brandRoutes;
