// E2E tests compile this file outside apps/api's program: the reference brings the ldapjs types.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./ldapjs.d.ts" />
/**
 * A real LDAP server for tests (ldapjs, in memory): a service account, users with passwords,
 * mail and memberOf, and groups. It behaves like a directory where it matters here: binds check
 * passwords (an empty password "succeeds" as an unauthenticated bind, as real servers do), a
 * search applies the filter as the server parses it, and a sizeLimit is enforced. Optional TLS
 * (LDAPS) with the fixture certificate. No app imports, so E2E tests can start it too.
 */
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import ldap, { type TLdapRequest } from 'ldapjs';

export const TEST_BASE_DN = 'dc=example,dc=test';
export const TEST_SERVICE_DN = `cn=svc-resonate,ou=service,${TEST_BASE_DN}`;
export const TEST_SERVICE_PASSWORD = 'Service#Secret1';
export const TEST_PEOPLE_DN = `ou=people,${TEST_BASE_DN}`;
export const groupDn = (name: string) => `cn=${name},ou=groups,${TEST_BASE_DN}`;

export type TTestDirectoryUser = {
  uid: string;
  mail: string;
  password: string;
  givenName: string;
  sn: string;
  groups: string[];
};

export type TTestLdapServer = {
  url: string;
  port: number;
  /** Every filter the server received, as it parsed it (to prove escaping). */
  filters: string[];
  users: Map<string, TTestDirectoryUser>;
  setGroups: (uid: string, groups: string[]) => void;
  close: () => Promise<void>;
};

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
/** Self-signed certificate for CN=localhost, IP 127.0.0.1 (test fixture, valid to 2126). */
export const TEST_LDAPS_CERT = fixture('ldaps-cert.pem');

const userDn = (uid: string) => `uid=${uid},${TEST_PEOPLE_DN}`;
const normal = (dn: string) => dn.replace(/\s+/g, '').toLowerCase();

/** Active Directory's LDAP_MATCHING_RULE_IN_CHAIN, which this server evaluates like AD. */
const IN_CHAIN_RULE = '1.2.840.113556.1.4.1941';

export async function startTestLdapServer(
  users: TTestDirectoryUser[],
  options: {
    tls?: boolean;
    /** Group DN -> the groups it is itself a member of (nesting). */
    parentGroups?: Record<string, string[]>;
  } = {},
): Promise<TTestLdapServer> {
  const server = ldap.createServer(
    options.tls ? { certificate: TEST_LDAPS_CERT, key: fixture('ldaps-key.pem') } : {},
  );
  const byUid = new Map(users.map((user) => [user.uid, user]));
  const filters: string[] = [];

  server.bind(TEST_BASE_DN, (req, res, next) => {
    const dn = normal(req.dn.toString());
    // Unauthenticated bind: no password, accepted without checking anything (RFC 4513 5.1.2).
    if (req.credentials === '') return (res.end(), next());
    if (dn === normal(TEST_SERVICE_DN) && req.credentials === TEST_SERVICE_PASSWORD)
      return (res.end(), next());
    const user = [...byUid.values()].find((u) => normal(userDn(u.uid)) === dn);
    if (user && user.password === req.credentials) return (res.end(), next());
    return next(new ldap.InvalidCredentialsError());
  });

  server.search(TEST_BASE_DN, (req: TLdapRequest, res, next) => {
    filters.push(String(req.filter));
    // ldapjs compares requested names as sent with lower-cased entry names: lower both.
    res.attributes = res.attributes.map((name) => name.toLowerCase());
    const base = normal(req.dn.toString());
    const known = [TEST_BASE_DN, TEST_PEOPLE_DN, `ou=groups,${TEST_BASE_DN}`].map(normal);
    const entries = [...byUid.values()].map((user) => ({
      dn: userDn(user.uid),
      // Lower-case names: ldapjs drops the values of mixed-case ones from its answers.
      attributes: {
        objectclass: ['top', 'person', 'user'],
        uid: [user.uid],
        cn: [`${user.givenName} ${user.sn}`],
        mail: [user.mail],
        givenname: [user.givenName],
        sn: [user.sn],
        memberof: user.groups,
      },
    }));
    if (!known.includes(base) && !entries.some((e) => normal(e.dn) === base))
      return next(new ldap.NoSuchObjectError(req.dn.toString()));
    if (req.filter.matchingRule === IN_CHAIN_RULE) {
      // (member:1.2.840.113556.1.4.1941:=<user DN>): every group reached, however deep.
      const member = entries.find((e) => normal(e.dn) === normal(req.filter.matchValue ?? ''));
      const reached = new Set<string>();
      const visit = (group: string) => {
        if (reached.has(group)) return;
        reached.add(group);
        for (const parent of options.parentGroups?.[group] ?? []) visit(parent);
      };
      for (const group of member?.attributes.memberof ?? []) visit(group);
      for (const group of reached) res.send({ dn: group, attributes: { objectclass: ['group'] } });
      return (res.end(), next());
    }
    if (req.scope === 'base') {
      res.send({ dn: req.dn.toString(), attributes: { objectclass: ['top'] } });
      return (res.end(), next());
    }
    const matches = entries.filter(
      (e) => normal(e.dn).endsWith(base) && req.filter.matches(e.attributes, false),
    );
    if (req.sizeLimit > 0 && matches.length > req.sizeLimit)
      return next(new ldap.SizeLimitExceededError());
    for (const entry of matches) res.send(entry);
    res.end();
    return next();
  });

  // close() waits for open connections; a test that drops one mid-way must not hang the suite.
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  return {
    url: `${options.tls ? 'ldaps' : 'ldap'}://127.0.0.1:${port}`,
    port,
    filters,
    users: byUid,
    setGroups: (uid, groups) => {
      const user = byUid.get(uid);
      if (user) user.groups = groups;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
