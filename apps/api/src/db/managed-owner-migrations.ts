import path from 'node:path';
import { RawNode, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The first migration, whose app-role statement a non-superuser owner cannot always run. */
const INIT_MIGRATION = '2026-11-22T1700_init';

/**
 * What the first migration runs for the app role (frozen, as written there): create it, or,
 * when it exists (roles are cluster-wide: another database of the server made it), ALTER it
 * naming NOSUPERUSER and NOBYPASSRLS. PostgreSQL lets only a superuser name those two, even to
 * turn them off, so on a managed service (owner with CREATEROLE, no superuser) the second
 * start on a server that has the role fails there.
 */
const FROZEN_STATEMENT =
  /create role resonate_app nologin nosuperuser nobypassrls[^;]*;\s*exception when duplicate_object or unique_violation then\s*alter role resonate_app nosuperuser nobypassrls/;

/**
 * The same guarantee for an owner that is not superuser: the role is created the same way, or
 * an existing one is checked instead of altered. SUPERUSER or BYPASSRLS on it would defeat
 * row-level security, and only a superuser can remove them, so the migration stops and says
 * what to run; the three attributes a CREATEROLE owner may change are changed only when set
 * (PostgreSQL 16+ wants ADMIN OPTION on the role for any ALTER, which the owner may lack when
 * another owner created it).
 */
const FOR_NON_SUPERUSER = `
    do $$
    begin
      create role resonate_app nologin nosuperuser nobypassrls nocreatedb nocreaterole noinherit;
    exception when duplicate_object or unique_violation then
      if exists (select from pg_roles where rolname = 'resonate_app'
                 and (rolsuper or rolbypassrls)) then
        raise exception 'role resonate_app has SUPERUSER or BYPASSRLS, which defeats row-level security; a superuser must run: alter role resonate_app nosuperuser nobypassrls';
      end if;
      if exists (select from pg_roles where rolname = 'resonate_app'
                 and (rolcreatedb or rolcreaterole or rolinherit)) then
        alter role resonate_app nocreatedb nocreaterole noinherit;
      end if;
    end
    $$`;

/** Swaps the frozen app-role statement for FOR_NON_SUPERUSER; every other statement as is. */
const nonSuperuserAppRole: KyselyPlugin = {
  transformQuery({ node }): RootOperationNode {
    if (RawNode.is(node) && FROZEN_STATEMENT.test(node.sqlFragments.join('$'))) {
      return RawNode.createWithSql(FOR_NON_SUPERUSER);
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

/**
 * What the owner may skip: superuser (the embedded database) bypasses everything; BYPASSRLS
 * (some services give it) row-level security only. A managed service's role usually has
 * neither (Cloud SQL's postgres: CREATEROLE, CREATEDB and LOGIN).
 */
export async function ownerPowers(db: Kysely<unknown>) {
  const { rows } = await sql<{ superuser: boolean; bypassrls: boolean }>`
    select rolsuper as superuser, rolbypassrls as bypassrls
    from pg_roles where rolname = current_user`.execute(db);
  return rows[0] ?? { superuser: false, bypassrls: false };
}

/**
 * Every tenant table forces row-level security, so that even its owner is filtered; the
 * migrations were written for an owner that bypasses it (the embedded superuser): their
 * SECURITY DEFINER functions (sign-in's account look-up, the cross-tenant job lists) read
 * across tenants as the owner. An owner that cannot bypass RLS gets what it would have as
 * superuser, and no more: a policy for it alone, on each table of schema public that forces
 * RLS. The app role's policies are untouched. Idempotent; run after each migration, so the
 * tables a migration creates are covered before the next one reads them.
 */
export async function letOwnerThroughRowSecurity(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    declare t record;
    begin
      for t in
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relforcerowsecurity
          and pg_has_role(c.relowner, 'USAGE')
          and not exists (select from pg_policy p
                          where p.polrelid = c.oid and p.polname = ${sql.lit(OWNER_POLICY)})
      loop
        execute format('create policy %I on public.%I for all to current_user using (true) with check (true)',
          ${sql.lit(OWNER_POLICY)}, t.relname);
      end loop;
    end
    $$`.execute(db);
}

/** The name of that policy. */
export const OWNER_POLICY = 'owner_all_rows';

/**
 * The migration loaded from `file`, as written for a superuser owner (the embedded database).
 * For another owner (a managed service), the first migration's app-role statement is replaced
 * (above), and, unless the owner has BYPASSRLS, every migration is followed by
 * letOwnerThroughRowSecurity. Migrations are frozen, so the runner adapts instead.
 */
export function forManagedOwner(file: string, migration: Migration): Migration {
  const isInit = path.basename(file, path.extname(file)) === INIT_MIGRATION;
  return {
    ...migration,
    up: async (db) => {
      const { superuser, bypassrls } = await ownerPowers(db);
      if (superuser) return migration.up(db);
      await migration.up(isInit ? db.withPlugin(nonSuperuserAppRole) : db);
      if (!bypassrls) await letOwnerThroughRowSecurity(db);
    },
  };
}
