import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twoStepRoutes from './routes/profile-routes.ts';
import secondFactorSignInRoutes from './routes/sign-in-routes.ts';

/** Strong second factors (issue 12); app.ts registers this one plugin. */
const secondFactorModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(twoStepRoutes);
  await app.register(secondFactorSignInRoutes);
};

export default secondFactorModule;
