import type { FastifyRequest } from 'fastify';
import type { TClientInfo } from '../deps.ts';

/** The address is the connection's (or the proxy's, with TRUST_PROXY), never the body's claim. */
export function clientInfo(request: FastifyRequest, claimedUserAgent = ''): TClientInfo {
  const header = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: (typeof header === 'string' ? header : claimedUserAgent).slice(0, 512),
  };
}
