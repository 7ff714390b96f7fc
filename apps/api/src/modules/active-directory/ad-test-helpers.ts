import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AD_DEFAULT_FILTER } from '@resonate/contracts/auth/active-directory';
import { hashPassword } from '#/modules/auth/index.ts';
import {
  TEST_BASE_DN,
  TEST_SERVICE_DN,
  TEST_SERVICE_PASSWORD,
  type TTestDirectoryUser,
} from './test-support/test-ldap-server.ts';

/** A settings form for the test directory; override what a case needs. */
export function directoryForm(url: string, extra: object = {}) {
  return {
    isEnabled: true,
    url,
    startTls: false,
    caCertificate: '',
    bindDn: TEST_SERVICE_DN,
    bindPassword: TEST_SERVICE_PASSWORD,
    searchBase: TEST_BASE_DN,
    searchFilter: AD_DEFAULT_FILTER,
    nestedGroups: false,
    domains: ['corp.test'],
    groupRoles: [],
    defaultRoleId: null,
    jitEnabled: true,
    ...extra,
  };
}

export const directoryUser = (
  uid: string,
  groups: string[],
  extra: Partial<TTestDirectoryUser> = {},
): TTestDirectoryUser => ({
  uid,
  mail: `${uid}@corp.test`,
  password: `${uid}-Pa55!`,
  givenName: uid[0]!.toUpperCase() + uid.slice(1),
  sn: 'Directory',
  groups,
  ...extra,
});

/** A second, plain client with an account admin, written as sign-up would. */
export async function createOtherClient(app: FastifyInstance, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  return app.ownerDb.transaction().execute(async (trx) => {
    const client = await sql<{ id: number }>`insert into clients (name)
      values (${`Other ${email}`}) returning id`.execute(trx);
    const clientId = Number(client.rows[0]!.id);
    await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
    await sql`insert into users (client_id, email, password_hash, first_name, is_account_admin)
      values (${clientId}, ${email}, ${passwordHash}, 'Olga', true)`.execute(trx);
    return clientId;
  });
}
