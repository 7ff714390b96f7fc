import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DYNAMIC_LIST_MSG,
  ZCreateDynamicListRequestSchema,
  ZPreviewDynamicCountRequestSchema,
  ZPreviewDynamicCountResponseSchema,
  ZUpdateDynamicListRequestSchema,
} from '@resonate/contracts/audience/dynamic-lists';
import {
  ZListCountResponseSchema,
  ZListRefRequestSchema,
  ZListResponseSchema,
} from '@resonate/contracts/audience/lists';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { listRoute } from '../list-route-options.ts';
import { getListCount, previewDynamicCount } from './preview-dynamic-count.ts';
import { saveDynamicList } from './save-dynamic-list.ts';

/** Dynamic lists: save a rule, preview its count, count a list now. */
const dynamicListRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.audience });

  app.post(
    '/api/Audience/CreateDynamicList',
    listRoute(
      onRequest,
      'Creates a dynamic list from a name and a rule',
      ZCreateDynamicListRequestSchema,
      ZListResponseSchema,
    ),
    async (request) => {
      const list = await saveDynamicList(app, authOf(request), request.body);
      return { status: true, message: DYNAMIC_LIST_MSG.saved, data: { list } };
    },
  );

  app.post(
    '/api/Audience/UpdateDynamicList',
    listRoute(
      onRequest,
      "Changes a dynamic list's name and rule",
      ZUpdateDynamicListRequestSchema,
      ZListResponseSchema,
    ),
    async (request) => {
      const list = await saveDynamicList(app, authOf(request), request.body);
      return { status: true, message: DYNAMIC_LIST_MSG.saved, data: { list } };
    },
  );

  app.post(
    '/api/Audience/PreviewDynamicCount',
    listRoute(
      onRequest,
      'How many contacts a rule matches now, with a sample of five',
      ZPreviewDynamicCountRequestSchema,
      ZPreviewDynamicCountResponseSchema,
    ),
    async (request) => {
      const preview = await previewDynamicCount(app, authOf(request), request.body);
      return { status: true, message: 'Preview', data: preview };
    },
  );

  app.post(
    '/api/Audience/GetListCount',
    listRoute(
      onRequest,
      "A list's member count; a dynamic list is evaluated now",
      ZListRefRequestSchema,
      ZListCountResponseSchema,
    ),
    async (request) => {
      const count = await getListCount(app, authOf(request), request.body);
      return { status: true, message: 'List count', data: { count } };
    },
  );
};

export default dynamicListRoutes;
