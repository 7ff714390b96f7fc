import fp from 'fastify-plugin';
import type { TAppConfig } from '#/secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TAppConfig;
  }
}

/** Exposes the config parsed at boot as `app.config`; nothing else reads the environment. */
export default fp<{ config: TAppConfig }>(
  async function config(app, options) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
