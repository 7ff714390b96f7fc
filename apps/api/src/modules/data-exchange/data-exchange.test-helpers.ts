import type { FastifyInstance } from 'fastify';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** POSTs to a DataExchange/ endpoint as the caller, naming the caller's client. */
export function dx(app: FastifyInstance, caller: TCaller, endpoint: string, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/DataExchange/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, ...extra },
  });
}

export function whoami(app: FastifyInstance, key: string) {
  return app.inject({ url: '/api/v1/whoami', headers: { authorization: `Bearer ${key}` } });
}
