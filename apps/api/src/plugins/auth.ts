import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { TEMPORARY_PASSWORD_MSG } from '@resonate/contracts/auth/temporary-password';
import { ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { AppError } from '#/errors.ts';
import { listenToChannels } from '#/db/notify-listener.ts';
import { assertSessionAddressAllowed, whitelistChannel } from '#/modules/account/index.ts';
import {
  loadLoginKey,
  type TLoginKey,
  FAILURE_POLICY,
  SESSION_POLICY,
  deleteExpiredAbuseRows,
  authenticate,
  routeAccess,
  revocationChannel,
  SessionCache,
  type TAuthContext,
  type TFeatureAccess,
} from '#/modules/auth/index.ts';

export type TRequireAuthOptions = {
  feature?: number;
  /** The route serves a session whose password is temporary (choose one, sign out). */
  temporaryPassword?: 'allowed';
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route does to its feature's data, when its name does not say it (see
     * route-access.ts). requireAuth answers 403 when the caller's role lacks that right.
     */
    access?: TFeatureAccess | 'view';
    /**
     * The route moves the session to another company and checks that company's IP whitelist
     * itself (User/SwitchCompany): the list of the company it leaves does not apply.
     */
    switchesCompany?: boolean;
  }
  interface FastifyInstance {
    /** The RSA key the browser seals credentials with. */
    loginKey: TLoginKey;
    sessionCache: SessionCache;
    /**
     * onRequest hook: 401 without a live session; 403 when `feature` is not viewable. It runs
     * before the body is parsed or validated, so nobody without a session gets that far.
     */
    requireAuth: (options?: TRequireAuthOptions) => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireAuth on authenticated routes. */
    auth?: TAuthContext;
  }
}

const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** The caller's session of an authenticated route; requireAuth guarantees it is there. */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

export default fp(
  async function auth(app) {
    app.decorate('loginKey', await loadLoginKey(app.config.dataDir));
    const cache = new SessionCache(SESSION_POLICY.cacheSeconds);
    app.decorate('sessionCache', cache);
    app.decorateRequest('auth', undefined);

    // One LISTEN connection per process keeps both caches of access true across processes.
    let listening = () => false;
    const listener = listenToChannels(
      app.ownerDatabaseUrl,
      [revocationChannel(cache), whitelistChannel(app.db, () => listening())],
      app.log,
    );
    listening = listener.isConnected;
    await listener
      .start()
      .catch((error) => app.log.warn({ err: error }, 'NOTIFY listener not started'));
    const deps = { db: app.db, cache, useCache: listener.isConnected };

    app.decorate('requireAuth', (options: TRequireAuthOptions = {}) => {
      const handler: onRequestAsyncHookHandler = async (request) => {
        const header = request.headers.accesstoken;
        const session = await authenticate(
          deps,
          typeof header === 'string' ? header : undefined,
          // First: a call from an address outside the whitelists learns nothing more.
          (auth) =>
            assertSessionAddressAllowed(
              app.db,
              auth,
              request.ip,
              request.routeOptions.config.switchesCompany,
            ),
        );
        if (!session) throw new AppError('UNAUTHORIZED');
        if (session.passwordChangeRequired && options.temporaryPassword !== 'allowed') {
          throw new AppError('FORBIDDEN', TEMPORARY_PASSWORD_MSG.chooseFirst, {
            data: { passwordChangeRequired: true },
          });
        }
        if (options.feature !== undefined && session.permissions.get(options.feature) === false) {
          throw new AppError('FORBIDDEN');
        }
        if (options.feature !== undefined) {
          const { url, config } = request.routeOptions;
          const access = routeAccess(options.feature, url, config.access);
          if (access && session.grants.get(options.feature)?.[access] === false) {
            throw new AppError('FORBIDDEN', ROLE_DENIES_CHANGE);
          }
        }
        request.auth = session;
      };
      return handler;
    });

    const housekeeping = setInterval(() => {
      deleteExpiredAbuseRows(app.db, FAILURE_POLICY.windowSeconds).catch((error) =>
        app.log.warn({ err: error }, 'auth housekeeping failed'),
      );
    }, HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();

    app.addHook('onClose', async () => {
      clearInterval(housekeeping);
      await listener.close();
    });
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
