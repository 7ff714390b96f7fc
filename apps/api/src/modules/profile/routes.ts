import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import mobileRoutes from './routes/mobile-routes.ts';
import passwordRoutes from './routes/password-routes.ts';
import pictureRoutes from './routes/picture-routes.ts';
import profileRoutes from './routes/profile-routes.ts';
import { createMobileCodeSender } from './sms/mobile-code-sender.ts';

/** Every route of My profile (feature 8); app.ts registers this one plugin. */
const profileModule: FastifyPluginAsyncZod = async (app) => {
  const sms = createMobileCodeSender(app);
  await app.register(profileRoutes);
  await app.register(pictureRoutes);
  await app.register(mobileRoutes, { sms });
  await app.register(passwordRoutes);
};

export default profileModule;
