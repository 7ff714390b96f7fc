import { connect as netConnect } from 'node:net';
import { isIP } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { Client } from 'ldapts';
import { AD_TIMEOUT_MS } from '@resonate/contracts/auth/active-directory';
import { hostOf, resolvePublicAddress, type TOutboundPolicy } from '#/http/outbound-guard.ts';
import { DirectoryError } from './directory-error.ts';

/** Where and how to reach a directory server. */
export type TLdapTarget = {
  url: string;
  startTls: boolean;
  /** PEM of the CA to trust for this server, or null for the system's trust store. */
  caCertificate: string | null;
};

/** Plain ldap:// without StartTLS: passwords would cross the network in clear. */
export function isCleartext(target: Pick<TLdapTarget, 'url' | 'startTls'>): boolean {
  return new URL(target.url).protocol === 'ldap:' && !target.startTls;
}

/**
 * A connected client, TLS set up, not yet bound. The host goes through the outbound guard (a
 * customer's address must not reach our own network) and the socket connects to the address
 * that was checked, so DNS rebinding cannot slip through; certificates are still checked
 * against the URL's host name. Every step is bounded by AD_TIMEOUT_MS.
 */
export async function openLdap(target: TLdapTarget, policy: TOutboundPolicy): Promise<Client> {
  const url = new URL(target.url);
  if (isCleartext(target) && !policy.allowPrivate) throw new DirectoryError('cleartext');
  const hostname = hostOf(url);
  const checked = await resolvePublicAddress(hostname, policy).catch((error: unknown) => {
    throw new DirectoryError('host', { cause: error });
  });
  const tlsOptions: ConnectionOptions = {
    minVersion: 'TLSv1.2',
    ...(target.caCertificate ? { ca: [target.caCertificate] } : {}),
    ...(isIP(hostname) ? {} : { servername: hostname }),
  };
  const secure = url.protocol === 'ldaps:';
  const client = new Client({
    url: target.url,
    timeout: AD_TIMEOUT_MS,
    connectTimeout: AD_TIMEOUT_MS,
    createConnection: ((port: number) =>
      netConnect({ port, host: checked.address })) as typeof netConnect,
    // ldaps:// calls it as (port, host, options); StartTLS as (options with the open socket).
    createSecureConnection: ((...args: unknown[]) =>
      typeof args[0] === 'number'
        ? tlsConnect({ ...tlsOptions, port: args[0], host: checked.address })
        : tlsConnect({ ...(args[0] as ConnectionOptions), ...tlsOptions })) as typeof tlsConnect,
    ...(secure ? { tlsOptions } : {}),
  });
  if (target.startTls && !secure) {
    try {
      await withDeadline(client.startTLS(tlsOptions), () => void client.unbind().catch(() => {}));
    } catch (error) {
      await client.unbind().catch(() => undefined);
      throw error;
    }
  }
  return client;
}

/** Rejects when `work` takes longer than AD_TIMEOUT_MS (a TLS upgrade has no timeout of its own). */
export function withDeadline<T>(work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error('Connection timeout'));
    }, AD_TIMEOUT_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
