import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@resonate/contracts/endpoints';
import { ALL_ENDPOINTS } from '@resonate/contracts/endpoints-registry';
import { FEATURE_IDS, type TFeatureId } from '@resonate/contracts/features';
import { ADMIN_MSG } from '@resonate/contracts/onboarding/admin-common';
import { GET_UNREAD_COUNT } from '@resonate/contracts/notifications-endpoints';
import { createDemoApp, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';
import { addEndpoint } from './endpoint-route.ts';

type TOpenApi = { paths: Record<string, Record<string, unknown>> };

/** URL prefixes of the areas whose endpoints are all defined in contracts. */
const DEFINED_AREAS = [
  'AlertAndNotifications/',
  'Consumption/',
  'Invoice/',
  'Licence/',
  'Admin/',
  // Agency setup's paths have no prefix: each is its own.
  'ClientCreation',
  'CheckClientNameExists',
  'CheckValidateWebsite',
  'GetCountryDetails',
  'GetSetupSummary',
  'SignUp/',
  'SaveSignUp',
  'Payment/',
  'PaymentSubmit',
  'Dashboard/',
  'UserAnalytics360/',
  'Security/',
  'TwoStep/',
];
/** Routes of those areas that answer a file, not an envelope: hand-written on purpose. */
const FILE_ROUTES = ['GET /api/Consumption/ActivityListCsv', 'GET /api/Invoice/InvoicePdf'];

const key = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} /api/${endpoint.path}`;

describe('endpoints defined once in contracts', () => {
  let t: TTestApp;
  let openapi: TOpenApi;

  beforeAll(async () => {
    t = await createTestApp();
    openapi = (await t.app.inject({ url: '/api/openapi.json' })).json<TOpenApi>();
  });

  afterAll(async () => {
    await t.close();
  });

  it('no two definitions share a method and path', () => {
    const keys = ALL_ENDPOINTS.map(key);
    expect(keys.filter((k, index) => keys.indexOf(k) !== index)).toEqual([]);
  });

  it('the app registers every definition, and OpenAPI documents each', () => {
    const missing = ALL_ENDPOINTS.filter(
      (endpoint) => !t.app.hasRoute({ method: endpoint.method, url: `/api/${endpoint.path}` }),
    ).map(key);
    const undocumented = ALL_ENDPOINTS.filter(
      (endpoint) => !openapi.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()],
    ).map(key);
    expect({ missing, undocumented }).toEqual({ missing: [], undocumented: [] });
  });

  it('every operation of an area moved onto definitions comes from a definition, files aside', () => {
    const defined = new Set([...ALL_ENDPOINTS.map(key), ...FILE_ROUTES]);
    const handWritten = Object.entries(openapi.paths)
      .filter(([path]) => DEFINED_AREAS.some((prefix) => path.startsWith(`/api/${prefix}`)))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter((operation) => !defined.has(operation));
    expect(handWritten).toEqual([]);
  });

  it('a definition registered twice stops the app from starting, so each is registered once', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('requireAuth', () => async () => {});
    const handler = async () => ({ status: true, message: 'Unread count', data: '0' });
    await expect(
      (async () => {
        addEndpoint(app, GET_UNREAD_COUNT, handler);
        addEndpoint(app, GET_UNREAD_COUNT, handler);
        await app.ready();
      })(),
    ).rejects.toThrow(/already declared|duplicated/i);
    await app.close();
  });
});

describe('the guard of a definition', () => {
  let t: TTestApp;
  const probe = (path: string, feature: TFeatureId | null) =>
    defineEndpoint({
      method: 'POST',
      path,
      request: z.object({}),
      response: z.object({ ok: z.boolean() }),
      auth: 'session',
      feature,
      access: 'read',
      summary: 'A probe',
      tag: 'test',
    });
  const GATED = probe('Test/GetInvoiceThing', FEATURE_IDS.invoiceList);
  const OPEN = probe('Test/GetOwnThing', null);
  const ADMINS = defineEndpoint({
    ...probe('Test/SaveAccountThing', null),
    request: z.object({ name: z.string() }),
    access: 'write',
    accountAdminsOnly: true,
  });

  beforeAll(async () => {
    t = await createDemoApp(
      {},
      {
        register: (app) => {
          for (const endpoint of [GATED, OPEN, ADMINS]) {
            addEndpoint(app, endpoint, async () => ({
              status: true,
              message: 'ok',
              data: { ok: true },
            }));
          }
        },
      },
    );
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, token?: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: token ? { accesstoken: token } : {},
      payload,
    });

  it("answers 401 without a session, 403 to a role that cannot view the definition's feature", async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const admin = await signIn(t.app, 'admin@acme.test');
    expect((await post(GATED.path)).statusCode).toBe(401);
    expect((await post(GATED.path, viewer.accessToken)).statusCode).toBe(403);
    expect((await post(GATED.path, admin.accessToken)).json()).toEqual({
      status: true,
      message: 'ok',
      data: { ok: true },
    });
    // No feature: every signed-in user.
    expect((await post(OPEN.path, viewer.accessToken)).statusCode).toBe(200);
    expect((await post(OPEN.path)).statusCode).toBe(401);
  });

  it('accountAdminsOnly answers 403 to a user who is not an account admin, before reading the body', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const admin = await signIn(t.app, 'admin@acme.test');
    expect((await post(ADMINS.path)).statusCode).toBe(401);
    // An invalid body: the refusal comes first, so a non-admin learns nothing of the schema.
    const refused = await post(ADMINS.path, viewer.accessToken);
    expect({ code: refused.statusCode, message: refused.json().message }).toEqual({
      code: 403,
      message: ADMIN_MSG.notAdmin,
    });
    expect((await post(ADMINS.path, admin.accessToken)).statusCode).toBe(400);
    expect((await post(ADMINS.path, admin.accessToken, { name: 'x' })).statusCode).toBe(200);
  });
});
