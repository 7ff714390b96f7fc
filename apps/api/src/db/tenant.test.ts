import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, appRolePassword, appRoleUrl } from '#/db/app-role.ts';
import { createKysely } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import {
  createTestDatabase,
  TEST_APP_SECRET,
  type TTestDatabase,
} from '../../test/create-test-app.ts';

describe('tenant isolation (row-level security)', () => {
  let database: TTestDatabase;
  let owner: Kysely<DB>;
  let app: Kysely<DB>;
  let clientA: number;
  let clientB: number;
  let departmentB: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    owner = createKysely<DB>({ url: database.url, max: 2, name: 'owner', parseInt8: true });
    // Pool of one: every query below reuses the same server connection.
    const url = appRoleUrl(database.url, appRolePassword(TEST_APP_SECRET));
    app = createKysely<DB>({ url, max: 1, name: 'app', parseInt8: true });
    const clients = await owner
      .insertInto('clients')
      .values([{ name: 'A' }, { name: 'B' }])
      .returning('id')
      .execute();
    [clientA, clientB] = clients.map((row) => row.id as number) as [number, number];
    departmentB = await withTenant(app, { clientId: clientB }, async (trx) => {
      const row = await trx
        .insertInto('departments')
        .values({ client_id: clientB, name: 'B sales' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    await withTenant(app, { clientId: clientA }, (trx) =>
      trx.insertInto('departments').values({ client_id: clientA, name: 'A sales' }).execute(),
    );
  });

  afterAll(async () => {
    await app.destroy();
    await owner.destroy();
    await database.drop();
  });

  it('every table with a client_id has RLS enabled and forced, and a policy', async () => {
    const { rows } = await sql<{ table: string; enabled: boolean; forced: boolean; n: number }>`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policy p where p.polrelid = c.oid) as n
      from pg_class c
      join pg_namespace ns on ns.oid = c.relnamespace and ns.nspname = 'public'
      where c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'client_id' and not a.attisdropped)
    `.execute(owner);
    expect(rows.map((row) => row.table)).toContain('departments');
    const unsafe = rows.filter((row) => !row.enabled || !row.forced || row.n === 0);
    expect(unsafe).toEqual([]);
  });

  it('a pooled connection carries no tenant into the next query', async () => {
    const seen = await withTenant(app, { clientId: clientA }, async (trx) => {
      const { rows } = await sql<{
        id: string;
      }>`select current_setting('app.client_id') as id`.execute(trx);
      return rows[0]!.id;
    });
    expect(seen).toBe(String(clientA));
    const { rows } = await sql<{ id: string | null }>`
      select current_setting('app.client_id', true) as id`.execute(app);
    expect(rows[0]!.id ?? '').toBe('');
    expect(await app.selectFrom('departments').selectAll().execute()).toEqual([]);
  });

  it("tenant A cannot read or change B's rows, even by B's ids", async () => {
    await withTenant(app, { clientId: clientA }, async (trx) => {
      const visible = await trx.selectFrom('departments').select(['client_id', 'name']).execute();
      expect(visible).toEqual([{ client_id: clientA, name: 'A sales' }]);
      const byId = await trx
        .selectFrom('departments')
        .selectAll()
        .where('client_id', '=', clientB)
        .where('id', '=', departmentB)
        .execute();
      expect(byId).toEqual([]);
      const updated = await trx
        .updateTable('departments')
        .set({ name: 'hijacked' })
        .where('client_id', '=', clientB)
        .executeTakeFirst();
      expect(updated.numUpdatedRows).toBe(0n);
      const deleted = await trx.deleteFrom('departments').where('id', '=', departmentB).execute();
      expect(deleted[0]!.numDeletedRows).toBe(0n);
    });
    await expect(
      withTenant(app, { clientId: clientA }, (trx) =>
        trx.insertInto('departments').values({ client_id: clientB, name: 'planted' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    const { rows } = await sql<{
      name: string;
    }>`select name from departments where client_id = ${clientB}`.execute(owner);
    expect(rows).toEqual([{ name: 'B sales' }]);
  });

  it('the app role owns no table and cannot bypass RLS', async () => {
    const { rows: roles } = await sql<{ super: boolean; bypass: boolean; login: boolean }>`
      select rolsuper as super, rolbypassrls as bypass, rolcanlogin as login
      from pg_roles where rolname = ${APP_ROLE}`.execute(owner);
    expect(roles).toEqual([{ super: false, bypass: false, login: true }]);
    const { rows: owned } = await sql`
      select c.relname from pg_class c join pg_roles r on r.oid = c.relowner
      where r.rolname = ${APP_ROLE}`.execute(owner);
    expect(owned).toEqual([]);
    const { rows: me } = await sql<{ user: string }>`select current_user as user`.execute(app);
    expect(me).toEqual([{ user: APP_ROLE }]);
  });

  it('rejects a missing or malformed tenant id before touching the database', async () => {
    await expect(withTenant(app, { clientId: 0 }, async () => 1)).rejects.toThrow(/clientId/);
    await expect(withTenant(app, { clientId: 1.5 }, async () => 1)).rejects.toThrow(/clientId/);
  });
});
