import fp from 'fastify-plugin';
import { systemDnsResolver, type TDnsResolver } from '#/net/dns-resolver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dns: TDnsResolver;
  }
}

/**
 * `app.dns`: the TXT resolver domain proofs use. The system's by default; tests hand in one that
 * answers from a table (there is no internet here).
 */
export default fp<{ dns?: TDnsResolver }>(
  async function dns(app, options) {
    app.decorate('dns', options.dns ?? systemDnsResolver);
  },
  { name: 'dns' },
);
