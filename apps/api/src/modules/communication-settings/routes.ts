import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import emailRoutes from './email/routes/email-routes.ts';
import { connectorRoutes } from '#/modules/connectors/index.ts';
import channelAccountRoutes from './channel-accounts/channel-account-routes.ts';
import channelRoutes from './channel-routes.ts';
import quietHoursRoutes from './quiet-hours/quiet-hours-routes.ts';

/** Communication settings (feature 15): one plugin per channel, each under CommunicationSetting/. */
const communicationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emailRoutes);
  await app.register(channelRoutes);
  await app.register(connectorRoutes);
  await app.register(channelAccountRoutes);
  await app.register(quietHoursRoutes);
};

export default communicationSettingsRoutes;
