import type { FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import accountRoutes from '#/modules/account/routes.ts';
import activeDirectoryRoutes from '#/modules/active-directory/active-directory-routes.ts';
import adminRoutes from '#/modules/admin/routes.ts';
import analytics360Routes from '#/modules/analytics360/routes.ts';
import audienceRoutes from '#/modules/audience/routes.ts';
import billingRoutes from '#/modules/billing/routes.ts';
import loginRoutes from '#/modules/auth/routes/login-routes.ts';
import otpRoutes from '#/modules/auth/routes/otp-routes.ts';
import passwordRoutes from '#/modules/auth/routes/password-routes.ts';
import sessionRoutes from '#/modules/auth/routes/session-routes.ts';
import communicationSettingsRoutes from '#/modules/communication-settings/routes.ts';
import communicationRoutes from '#/modules/communications/routes.ts';
import consumptionRoutes from '#/modules/consumption/routes.ts';
import dashboardRoutes from '#/modules/dashboard/dashboard-routes.ts';
import dataExchangeRoutes from '#/modules/data-exchange/routes/data-exchange-routes.ts';
import eventsRoutes from '#/modules/events/routes.ts';
import invoiceRoutes from '#/modules/invoices/routes.ts';
import licenceRoutes from '#/modules/licence/licence-routes.ts';
import masterDataRoutes from '#/modules/master-data/routes.ts';
import notificationRoutes from '#/modules/notifications/routes/notification-routes.ts';
import profileModule from '#/modules/profile/routes/profile-module.ts';
import secondFactorModule from '#/modules/second-factor/routes/second-factor-module.ts';
import signUpRoutes from '#/modules/signup/routes.ts';
import ssoRoutes from '#/modules/sso/routes.ts';
import systemRoutes from '#/modules/system/routes.ts';
import tenancyRoutes from '#/modules/tenancy/routes.ts';
import trackingRoutes from '#/modules/tracking/routes.ts';
import apiKey from '#/plugins/api-key.ts';
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
  await fastify.register(usageMeter);

  const api = fastify.withTypeProvider<ZodTypeProvider>();
  await api.register(systemRoutes);
  await api.register(masterDataRoutes);
  await api.register(loginRoutes);
  await api.register(otpRoutes);
  await api.register(passwordRoutes);
  await api.register(sessionRoutes);
  await api.register(notificationRoutes);
  await api.register(dataExchangeRoutes);
  await api.register(eventsRoutes);
  await api.register(profileModule);
  await api.register(secondFactorModule);
  await api.register(accountRoutes);
  await api.register(communicationSettingsRoutes);
  await api.register(audienceRoutes);
  await api.register(dashboardRoutes);
  await api.register(analytics360Routes);
  await api.register(tenancyRoutes);
  await api.register(adminRoutes);
  await api.register(activeDirectoryRoutes);
  await api.register(licenceRoutes);
  await api.register(signUpRoutes);
  await api.register(ssoRoutes);
  await api.register(billingRoutes);
  await api.register(communicationRoutes);
  await api.register(trackingRoutes);
  await api.register(consumptionRoutes);
  await api.register(invoiceRoutes);

  await fastify.register(spa);
}
