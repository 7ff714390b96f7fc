import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import approvalRoutes from './approval/approval-routes.ts';
import bounceWebhookRoutes from './bounces/webhooks/webhook-routes.ts';
import composeRoutes from './compose/compose-routes.ts';
import engineRoutes from './engine/engine-routes.ts';
import experimentRoutes from './experiments/experiment-routes.ts';
import journeyRoutes from './journeys/journey-routes.ts';
import listRoutes from './list/list-routes.ts';
import outputRoutes from './outputs/output-routes.ts';
import previewRoutes from './preview-documents/preview-routes.ts';
import plannerRoutes from './planner/planner-routes.ts';
import sendTimeRoutes from './send-times/send-time-routes.ts';
import templateRoutes from './templates/template-routes.ts';

/**
 * Communications, under Communication/ (feature FEATURE_IDS.communications): the list and its
 * actions, approval, the create-mdc-communication wizard, templates, the sending engine's
 * progress, and what QR code and direct mail communications produce.
 */
const communicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listRoutes);
  await app.register(approvalRoutes);
  await app.register(composeRoutes);
  await app.register(templateRoutes);
  await app.register(engineRoutes);
  await app.register(outputRoutes);
  await app.register(previewRoutes);
  await app.register(journeyRoutes);
  await app.register(plannerRoutes);
  await app.register(bounceWebhookRoutes);
  await app.register(experimentRoutes);
  await app.register(sendTimeRoutes);
};

export default communicationRoutes;
