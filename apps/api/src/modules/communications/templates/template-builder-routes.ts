import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEMPLATE_BUILDER_MSG,
  ZCreateCommunicationFromTemplateRequestSchema,
  ZCreateCommunicationFromTemplateResponseSchema,
  ZDuplicateTemplateRequestSchema,
  ZPreviewTemplateRequestSchema,
  ZPreviewTemplateResponseSchema,
  ZRenameTemplateRequestSchema,
  ZRestoreTemplateRequestSchema,
  ZTemplateActionResponseSchema,
  ZTemplateThumbnailResponseSchema,
} from '@resonate/contracts/campaigns/template-builder';
import { ZTemplateRefSchema } from '@resonate/contracts/campaigns/templates';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { communicationRoute } from '../communication-route.ts';
import imageRoutes from '../images/image-routes.ts';
import {
  createCommunicationFromTemplate,
  duplicateTemplate,
  renameTemplate,
  restoreTemplate,
} from './template-gallery.ts';
import { previewTemplate, templateThumbnail } from './template-preview.ts';

const TAG = 'communications: template builder';

/**
 * The template builder's live preview and the gallery's actions (issue 10). The right each
 * needs follows its verb: Preview/Get read, Duplicate/Create create, Rename/Restore edit.
 */
const templateBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });
  await app.register(imageRoutes);

  app.post(
    '/api/Communication/PreviewTemplate',
    communicationRoute(
      onRequest,
      TAG,
      'Unsaved content compiled and rendered for a contact or the sample person',
      ZPreviewTemplateRequestSchema,
      ZPreviewTemplateResponseSchema,
    ),
    async (request) => {
      const preview = await previewTemplate(app, authOf(request), request.body);
      return { status: true, message: 'Preview', data: { preview } };
    },
  );

  app.post(
    '/api/Communication/GetTemplateThumbnail',
    communicationRoute(
      onRequest,
      TAG,
      'A saved template rendered with its fallbacks, for a gallery card',
      ZTemplateRefSchema,
      ZTemplateThumbnailResponseSchema,
    ),
    async (request) => {
      const preview = await templateThumbnail(app, authOf(request), request.body.templateId);
      return { status: true, message: 'Thumbnail', data: { preview } };
    },
  );

  app.post(
    '/api/Communication/DuplicateTemplate',
    communicationRoute(
      onRequest,
      TAG,
      'Copies a template as "Copy of <name>"',
      ZDuplicateTemplateRequestSchema,
      ZTemplateActionResponseSchema,
    ),
    async (request) => {
      const template = await duplicateTemplate(app, authOf(request), request.body.templateId);
      return { status: true, message: TEMPLATE_BUILDER_MSG.duplicated, data: { template } };
    },
  );

  app.post(
    '/api/Communication/RenameTemplate',
    communicationRoute(
      onRequest,
      TAG,
      'Renames a template',
      ZRenameTemplateRequestSchema,
      ZTemplateActionResponseSchema,
    ),
    async (request) => {
      const template = await renameTemplate(app, authOf(request), request.body);
      return { status: true, message: TEMPLATE_BUILDER_MSG.renamed, data: { template } };
    },
  );

  app.post(
    '/api/Communication/RestoreTemplate',
    communicationRoute(
      onRequest,
      TAG,
      'Brings an archived template back',
      ZRestoreTemplateRequestSchema,
      ZTemplateActionResponseSchema,
    ),
    async (request) => {
      const template = await restoreTemplate(app, authOf(request), request.body.templateId);
      return { status: true, message: TEMPLATE_BUILDER_MSG.restored, data: { template } };
    },
  );

  app.post(
    '/api/Communication/CreateCommunicationFromTemplate',
    communicationRoute(
      onRequest,
      TAG,
      "A new draft communication with the template's channel and content",
      ZCreateCommunicationFromTemplateRequestSchema,
      ZCreateCommunicationFromTemplateResponseSchema,
    ),
    async (request) => {
      const data = await createCommunicationFromTemplate(app, authOf(request), request.body);
      return { status: true, message: TEMPLATE_BUILDER_MSG.communicationCreated, data };
    },
  );
};

export default templateBuilderRoutes;
