import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DX_MSG, type TApiKeyScope } from '@resonate/contracts/data-exchange';
import { AppError } from '#/errors.ts';
import { assertApiKeyAddressAllowed } from '#/modules/account/index.ts';
import { authenticateApiKey, type TApiKeyContext } from '#/modules/data-exchange/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the public REST API (/api/v1): `Authorization: Bearer <API key>`; 401
     * without a live key, 403 when the key lacks `scope`. Runs before the body is parsed.
     */
    requireApiKey: (scope?: TApiKeyScope) => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireApiKey. */
    apiKey?: TApiKeyContext;
  }
}

/** The calling key of a route behind requireApiKey. */
export function apiKeyOf(request: FastifyRequest): TApiKeyContext {
  if (!request.apiKey) throw new AppError('UNAUTHORIZED', DX_MSG.invalidApiKey);
  return request.apiKey;
}

export default fp(
  async function apiKey(app) {
    app.decorateRequest('apiKey', undefined);
    app.decorate('requireApiKey', (scope?: TApiKeyScope) => {
      const handler: onRequestAsyncHookHandler = async (request, reply) => {
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        // The key's client's IP whitelist holds for its keys as for its people's sessions.
        const admit = (found: TApiKeyContext) =>
          assertApiKeyAddressAllowed(app.db, found.clientId, request.ip);
        const key = match && (await authenticateApiKey(app.db, match[1]!, admit));
        if (!key) {
          void reply.header('www-authenticate', 'Bearer realm="resonate"');
          throw new AppError('UNAUTHORIZED', DX_MSG.invalidApiKey);
        }
        if (scope && !key.scopes.includes(scope)) {
          throw new AppError('FORBIDDEN', DX_MSG.missingScope(scope));
        }
        request.apiKey = key;
      };
      return handler;
    });
  },
  { name: 'api-key', dependencies: ['config', 'database'] },
);
