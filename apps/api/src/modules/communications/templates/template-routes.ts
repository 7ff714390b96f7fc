import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEMPLATE_MSG,
  ZArchiveTemplateResponseSchema,
  ZGetTemplatesRequestSchema,
  ZSaveTemplateRequestSchema,
  ZSaveTemplateResponseSchema,
  ZTemplateRefSchema,
  ZTemplateResponseSchema,
  ZTemplatesResponseSchema,
} from '@resonate/contracts/campaigns/templates';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { assertMay, communicationRoute } from '../communication-route.ts';
import templateBuilderRoutes from './template-builder-routes.ts';
import { archiveTemplate, getTemplate, getTemplates, saveTemplate } from './template-use-cases.ts';

const TAG = 'communications: templates';

/** Per-channel content templates the wizard starts from. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });
  await app.register(templateBuilderRoutes);

  app.post(
    '/api/Communication/GetTemplates',
    communicationRoute(
      onRequest,
      TAG,
      'A page of templates (live or archived), newest change first, by creation or by name',
      ZGetTemplatesRequestSchema,
      ZTemplatesResponseSchema,
    ),
    async (request) => {
      const { templates, total } = await getTemplates(app, authOf(request), request.body);
      return { status: true, message: 'Templates', totalRows: total, data: { templates } };
    },
  );

  app.post(
    '/api/Communication/GetTemplate',
    communicationRoute(
      onRequest,
      TAG,
      'One template with its content',
      ZTemplateRefSchema,
      ZTemplateResponseSchema,
    ),
    async (request) => {
      const template = await getTemplate(app, authOf(request), request.body.templateId);
      return { status: true, message: 'Template', data: { template } };
    },
  );

  app.post(
    '/api/Communication/SaveTemplate',
    communicationRoute(
      onRequest,
      TAG,
      "Creates or updates a template; 'ready' when complete and every field parses",
      ZSaveTemplateRequestSchema,
      ZSaveTemplateResponseSchema,
      'view',
    ),
    async (request) => {
      const auth = authOf(request);
      assertMay(auth, request.body.templateId === undefined ? 'create' : 'edit');
      const data = await saveTemplate(app, auth, request.body);
      return { status: true, message: TEMPLATE_MSG.saved, data };
    },
  );

  app.post(
    '/api/Communication/ArchiveTemplate',
    communicationRoute(
      onRequest,
      TAG,
      'Archives a template',
      ZTemplateRefSchema,
      ZArchiveTemplateResponseSchema,
    ),
    async (request) => {
      await archiveTemplate(app, authOf(request), request.body.templateId);
      return { status: true, message: TEMPLATE_MSG.archived, data: {} };
    },
  );
};

export default templateRoutes;
