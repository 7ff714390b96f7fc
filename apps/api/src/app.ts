import type { FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MODULE_ROUTES } from '#/modules/routes.ts';
import apiKey from '#/plugins/api-key.ts';
import apiOptIn from '#/plugins/api-opt-in.ts';
import auditActor from '#/plugins/audit-actor.ts';
import auth from '#/plugins/auth.ts';
import compression from '#/plugins/compression.ts';
import configPlugin from '#/plugins/config.ts';
import database from '#/plugins/database.ts';
import dns from '#/plugins/dns.ts';
import errorHandler from '#/plugins/error-handler.ts';
import mailer from '#/plugins/mailer.ts';
import metrics from '#/plugins/metrics.ts';
import queue from '#/plugins/queue.ts';
import security from '#/plugins/security.ts';
import spa from '#/plugins/spa.ts';
import openapi from '#/plugins/swagger.ts';
import usageMeter from '#/plugins/usage-meter.ts';
import type { TDnsResolver } from '#/net/dns-resolver.ts';
import type { TAppConfig } from '#/secrets.ts';

export type TAppOptions = {
  config: TAppConfig;
  /** Start pg-boss (default true). Tests that do not touch the queue skip it to boot faster. */
  queue?: boolean;
  /** The TXT resolver of domain proofs (default: the system's); tests answer from a table. */
  dns?: TDnsResolver;
};

/**
 * The whole application as one plugin (fastify/demo): infrastructure first, then modules, then
 * the SPA and its catch-all. server.ts only adds the logger, timeouts, graceful close and listen.
 */
export default async function app(fastify: FastifyInstance, options: TAppOptions) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(configPlugin, { config: options.config });
  await fastify.register(metrics);
  await fastify.register(errorHandler);
  await fastify.register(security);
  await fastify.register(compression);
  await fastify.register(openapi);
  await fastify.register(database);
  if (options.queue !== false) await fastify.register(queue);
  await fastify.register(mailer);
  await fastify.register(dns, { dns: options.dns });
  await fastify.register(auth);
  await fastify.register(apiKey);
  await fastify.register(auditActor);
  await fastify.register(usageMeter);
  await fastify.register(apiOptIn);

  // Every module's routes, from one list (modules/routes.ts says which URLs each serves).
  const api = fastify.withTypeProvider<ZodTypeProvider>();
  for (const { routes } of MODULE_ROUTES) await api.register(routes);

  await fastify.register(spa);
}
