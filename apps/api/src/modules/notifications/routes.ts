import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import listRoutes from './routes/list-routes.ts';
import settingsRoutes from './routes/settings-routes.ts';
import streamRoutes from './routes/stream-routes.ts';

/** Every AlertAndNotifications/ route: one registration in app.ts. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listRoutes);
  await app.register(settingsRoutes);
  await app.register(streamRoutes);
};

export default notificationRoutes;
