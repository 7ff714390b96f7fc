import fp from 'fastify-plugin';
import { dnsResolverFor, systemDnsResolver, type TDnsResolver } from '#/net/dns-resolver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dns: TDnsResolver;
  }
}

/**
 * `app.dns`: the TXT resolver domain proofs use. The system's by default, the DNS_SERVERS when
 * set; API tests hand in one that answers from a table (there is no internet here).
 */
export default fp<{ dns?: TDnsResolver }>(
  async function dns(app, options) {
    const servers = app.config.dnsServers;
    app.decorate(
      'dns',
      options.dns ?? (servers.length > 0 ? dnsResolverFor(servers) : systemDnsResolver),
    );
  },
  { name: 'dns', dependencies: ['config'] },
);
