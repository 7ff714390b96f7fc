import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ingestRoutes from './ingest/ingest-routes.ts';
import collectRoutes from './web-analytics/collect-routes.ts';
import siteRoutes from './web-analytics/site-routes.ts';
import segmentRoutes from './segment/segment-routes.ts';

/**
 * Event ingestion (issue 8): the REST batch endpoint, its Segment-compatible calls (issue 28)
 * and web analytics (sites, snippet).
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ingestRoutes);
  await app.register(segmentRoutes);
  await app.register(siteRoutes);
  await app.register(collectRoutes);
};

export default eventsRoutes;
