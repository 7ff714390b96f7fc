import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import listRoutes from './list-routes.ts';
import settingsRoutes from './settings-routes.ts';
import streamRoutes from './stream-routes.ts';

/** Every AlertAndNotifications/ route: one registration in app.ts. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listRoutes);
  await app.register(settingsRoutes);
  await app.register(streamRoutes);
};

export default notificationRoutes;
