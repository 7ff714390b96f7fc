import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_BODY_LIMIT_BYTES } from '@resonate/contracts/constants';
import app, { type TAppOptions } from '#/app.ts';
import type { TConfig } from '#/config.ts';
import { loggerOptions } from '#/logger.ts';
import { prepareConfig } from '#/secrets.ts';
import { fastifyTrustProxy } from '#/trust-proxy.ts';

export type TBuildAppOptions = {
  queue?: boolean;
  /** Where logs go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write: (line: string) => void };
  /** The TXT resolver of domain proofs; tests answer from a table (no internet here). */
  dns?: TAppOptions['dns'];
  server?: Omit<
    FastifyServerOptions,
    'logger' | 'genReqId' | 'bodyLimit' | 'trustProxy' | 'logController'
  >;
};

/** Creates the Fastify instance with the options every copy shares (server.ts and tests). */
export async function buildApp(config: TConfig, options: TBuildAppOptions = {}) {
  const appConfig = await prepareConfig(config);
  const fastify = Fastify({
    ...options.server,
    logger: withStream(loggerOptions(appConfig), options.logStream),
    // Our own ids, never the client's: a caller cannot forge log correlation.
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // request.ip then holds the client's address under TRUST_PROXY, never a header it forged.
    trustProxy: fastifyTrustProxy(appConfig.trustProxy),
  });
  await fastify.register(fp(app), { config: appConfig, queue: options.queue, dns: options.dns });
  return fastify;
}

function withStream(
  options: ReturnType<typeof loggerOptions>,
  stream: TBuildAppOptions['logStream'],
) {
  return options && stream ? { ...options, stream } : options;
}
