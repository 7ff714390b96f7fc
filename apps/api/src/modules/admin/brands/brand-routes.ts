import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_BRANDS,
  SET_BRAND_ACTIVE,
  UPDATE_BRAND,
} from '@resonate/contracts/onboarding/admin-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { agencyOfSession } from './agency-actor.ts';
import { getBrands, setBrandActive, updateBrand } from './brand-admin.ts';

/** The brands page of an agency's account admins (creation goes through ClientCreation). */
const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_BRANDS, async (body, request) => {
    const actor = await agencyOfSession(app, authOf(request));
    const { brands, totalRows } = await getBrands(app.db, actor, body);
    return { status: true, message: 'Brands', totalRows, data: { brands } };
  });

  addEndpoint(app, UPDATE_BRAND, async (body, request) => {
    const actor = await agencyOfSession(app, authOf(request));
    const brand = await updateBrand(app.db, actor, body);
    return { status: true, message: 'Brand saved', data: { brand } };
  });

  addEndpoint(app, SET_BRAND_ACTIVE, async (body, request) => {
    const actor = await agencyOfSession(app, authOf(request));
    const brand = await setBrandActive(app.db, actor, body);
    const message = brand.isActive ? 'Brand reactivated' : 'Brand deactivated';
    return { status: true, message, data: { brand } };
  });
};

export default brandRoutes;
