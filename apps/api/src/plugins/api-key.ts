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
    requireApiKey: (scope?: TApiKeyScope, options?: TApiKeyOptions) => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireApiKey. */
    apiKey?: TApiKeyContext;
  }
}

export type TApiKeyOptions = {
  /**
   * Also take `Authorization: Basic base64(<API key>:)`: the key as the user name, the password
   * empty, as Segment-compatible clients send their write key (issue 28).
   */
  basic?: boolean;
};

/** The key a request presents: Bearer always, Basic's user name where the route allows it. */
function presentedKey(header: string, basic: boolean): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const credentials = basic ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!credentials) return undefined;
  const decoded = Buffer.from(credentials[1]!, 'base64').toString('utf8');
  const user = decoded.split(':', 1)[0];
  return user || undefined;
}

/** The calling key of a route behind requireApiKey. */
export function apiKeyOf(request: FastifyRequest): TApiKeyContext {
  if (!request.apiKey) throw new AppError('UNAUTHORIZED', DX_MSG.invalidApiKey);
  return request.apiKey;
}

export default fp(
  async function apiKey(app) {
    app.decorateRequest('apiKey', undefined);
    app.decorate('requireApiKey', (scope?: TApiKeyScope, options: TApiKeyOptions = {}) => {
      const handler: onRequestAsyncHookHandler = async (request, reply) => {
        const presented = presentedKey(request.headers.authorization ?? '', !!options.basic);
        // The key's client's IP whitelist holds for its keys as for its people's sessions.
        const admit = (found: TApiKeyContext) =>
          assertApiKeyAddressAllowed(app.db, found.clientId, request.ip);
        const key = presented && (await authenticateApiKey(app.db, presented, admit));
        if (!key) {
          const scheme = options.basic ? 'Basic' : 'Bearer';
          void reply.header('www-authenticate', `${scheme} realm="resonate"`);
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
