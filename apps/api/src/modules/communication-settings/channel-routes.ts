import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import channelTestRoutes from './channel-tests/channel-test-routes.ts';
import mobilePushRoutes from './mobile-push/mobile-push-routes.ts';
import vmsRoutes from './voice/vms-routes.ts';
import webPushRoutes from './web-push/web-push-routes.ts';
import whatsAppRoutes from './whatsapp/whatsapp-routes.ts';

/** The channel settings besides email (WhatsApp, voice, web push, mobile push): one register line. */
const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(whatsAppRoutes);
  await app.register(vmsRoutes);
  await app.register(webPushRoutes);
  await app.register(mobilePushRoutes);
  await app.register(channelTestRoutes);
};

export default channelRoutes;
