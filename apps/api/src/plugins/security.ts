import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '#/errors.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

/**
 * A strict Content-Security-Policy the Vite-built SPA runs under: scripts and styles only from
 * our origin, as files. React's `style` props go through the CSSOM, which CSP does not block, so
 * no 'unsafe-inline' is needed. Libraries that inject <style> tags (react-toastify's default
 * entry) must be used with their CSS file instead (react-toastify/unstyled + its .css).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // Off: on plain-http installs (localhost, intranet) it would rewrite our own requests to https.
  upgradeInsecureRequests: null,
};

export default fp(
  async function security(app) {
    // Each response names its request, so a user's report can be matched with the logs.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });

    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: true, directives: CSP_DIRECTIVES },
      // HSTS only means something over https; behind a TLS proxy the proxy should set it.
      strictTransportSecurity: app.config.publicUrl.startsWith('https:'),
    });

    // Per-IP, counted in PostgreSQL so the limits hold across every API process: a coarse guard
    // against floods. Routes that need tighter limits (login, OTP) set their own
    // `config.rateLimit`. The database plugin registers later; the store reads app.db per hit.
    await app.register(rateLimit, {
      global: true,
      store: sharedRateLimitStore(() => app.db),
      max: app.config.rateLimitPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'TOO_MANY_REQUESTS',
          `Too many requests, please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`,
        ),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
