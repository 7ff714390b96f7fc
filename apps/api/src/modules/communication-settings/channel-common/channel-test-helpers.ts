import type { FastifyInstance } from 'fastify';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import channelRoutes from '../channel-routes.ts';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/**
 * The demo app with the channel routes. They are registered here only when the module's routes
 * index does not already (it does once the page is wired up), so tests run either way.
 */
export function createChannelsApp(
  env: Record<string, string> = {},
  logStream?: { write: (line: string) => void },
): Promise<TTestApp> {
  return createTestApp({
    env: { SEED_DEMO: 'true', ...env },
    logStream,
    register: async (app) => {
      if (!app.hasRoute({ method: 'POST', url: '/api/CommunicationSetting/GetWhatsAppSetting' })) {
        await app.register(channelRoutes);
      }
    },
  });
}

/** POSTs to a CommunicationSetting/ endpoint as the caller, naming the caller's client. */
export function cs(app: FastifyInstance, caller: TCaller, endpoint: string, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/CommunicationSetting/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, ...extra },
  });
}
