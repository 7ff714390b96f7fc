import {
  Filter,
  InvalidCredentialsError,
  NoSuchObjectError,
  SizeLimitExceededError,
  type Client,
  type Entry,
} from 'ldapts';
import { AD_EMAIL_PLACEHOLDER, AD_IN_CHAIN_RULE } from '@resonate/contracts/auth/active-directory';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import { classifyConnectionError, DirectoryError } from './directory-error.ts';
import { openLdap, type TLdapTarget } from './ldap-connection.ts';

/** What talking to a directory needs: where it is, the service account, where users live. */
export type TDirectorySettings = TLdapTarget & {
  bindDn: string;
  bindPassword: string;
  searchBase: string;
  searchFilter: string;
  nestedGroups: boolean;
};

export type TDirectoryUser = {
  dn: string;
  firstName: string;
  lastName: string;
  /** memberOf: the DNs of the groups the user is a direct member of. */
  groups: string[];
};

const USER_ATTRIBUTES = ['memberOf', 'givenName', 'sn', 'cn', 'mail'];

/** The admin's filter with the email in place of {email}, escaped per RFC 4515. */
export function userFilter(template: string, email: string): string {
  return template.split(AD_EMAIL_PLACEHOLDER).join(Filter.escape(email));
}

/**
 * Opens a connection, binds as the service account, runs `work`, and always unbinds. A refused
 * service bind is the admin's problem (wrong DN or password), not the user's.
 */
export async function withServiceBind<T>(
  settings: TDirectorySettings,
  policy: TOutboundPolicy,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  // Never an empty password: LDAP treats it as an unauthenticated bind, which "succeeds".
  if (settings.bindPassword === '') throw new DirectoryError('service-bind');
  let client: Client | undefined;
  try {
    client = await openLdap(settings, policy);
    await client.bind(settings.bindDn, settings.bindPassword);
  } catch (error) {
    // A server that stopped answering keeps the socket open: close it, or it leaks.
    await client?.unbind().catch(() => undefined);
    if (error instanceof InvalidCredentialsError) throw new DirectoryError('service-bind');
    throw classifyConnectionError(error);
  }
  try {
    return await work(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** Fails with 'search-base' when the base DN does not exist. */
export async function checkSearchBase(client: Client, settings: TDirectorySettings) {
  try {
    await client.search(settings.searchBase, {
      scope: 'base',
      filter: '(objectClass=*)',
      attributes: ['1.1'],
    });
  } catch (error) {
    throw searchError(error);
  }
}

/** The one directory entry for `email`; undefined when none; 'ambiguous' when several. */
export async function findUser(
  client: Client,
  settings: TDirectorySettings,
  email: string,
): Promise<TDirectoryUser | undefined> {
  let entries: Entry[];
  try {
    ({ searchEntries: entries } = await client.search(settings.searchBase, {
      scope: 'sub',
      filter: userFilter(settings.searchFilter, email),
      attributes: USER_ATTRIBUTES,
      sizeLimit: 2,
    }));
  } catch (error) {
    if (error instanceof SizeLimitExceededError) throw new DirectoryError('ambiguous');
    throw searchError(error);
  }
  if (entries.length > 1) throw new DirectoryError('ambiguous');
  const entry = entries[0];
  if (!entry) return undefined;
  const cn = firstValue(entry, 'cn');
  const direct = values(entry, 'memberOf');
  return {
    dn: entry.dn,
    firstName: firstValue(entry, 'givenName') || cn,
    lastName: firstValue(entry, 'sn'),
    groups: settings.nestedGroups
      ? [...new Set([...direct, ...(await nestedGroupsOf(client, settings, entry.dn))])]
      : direct,
  };
}

/**
 * Every group the user is in, directly or through other groups: AD evaluates the in-chain
 * matching rule on the server, in one search under the search base.
 */
async function nestedGroupsOf(client: Client, settings: TDirectorySettings, userDn: string) {
  try {
    const { searchEntries } = await client.search(settings.searchBase, {
      scope: 'sub',
      filter: `(member:${AD_IN_CHAIN_RULE}:=${Filter.escape(userDn)})`,
      attributes: ['1.1'],
      sizeLimit: 1000,
    });
    return searchEntries.map((group) => group.dn);
  } catch (error) {
    throw searchError(error);
  }
}

/**
 * Checks the user's password by binding as the user (on the service connection, which is
 * then closed). 'wrong' covers a wrong password, a disabled account and an unknown user.
 */
export async function verifyUserPassword(
  settings: TDirectorySettings,
  policy: TOutboundPolicy,
  email: string,
  password: string,
): Promise<{ ok: true; user: TDirectoryUser } | { ok: false }> {
  if (password === '') return { ok: false };
  return withServiceBind(settings, policy, async (client) => {
    const user = await findUser(client, settings, email);
    if (!user) return { ok: false };
    try {
      await client.bind(user.dn, password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return { ok: false };
      throw classifyConnectionError(error);
    }
    return { ok: true, user };
  });
}

function searchError(error: unknown): DirectoryError {
  if (error instanceof NoSuchObjectError) return new DirectoryError('search-base');
  return classifyConnectionError(error);
}

/** An attribute's values; names compare case-insensitively (servers differ in the case they send). */
function values(entry: Entry, name: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (Buffer.isBuffer(item) ? item.toString('utf8') : String(item)));
}

function firstValue(entry: Entry, name: string): string {
  return (values(entry, name)[0] ?? '').trim().slice(0, 100);
}
