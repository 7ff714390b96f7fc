import { sql } from 'kysely';
import { ConfigError } from '#/config.ts';
import { APP_ROLE } from '#/db/app-role.ts';
import type { TUntypedDb } from '#/db/pool.ts';

/** The oldest PostgreSQL the migrations and queries are written for (and tested on, in CI). */
export const MIN_POSTGRES_VERSION_NUM = 150000;

/**
 * The DATABASE_URL role cannot run the product: an operator's setup problem, so it is a
 * ConfigError and the server prints its message alone, without a stack trace.
 */
export class DatabaseOwnerError extends ConfigError {
  override name = 'DatabaseOwnerError';
}

type TOwnerFacts = {
  version_num: number;
  version: string;
  owner: string;
  database: string;
  superuser: boolean;
  createrole: boolean;
  create_in_database: boolean;
  create_in_public: boolean;
  app_role_unsafe: boolean;
  collation: string;
  code_point_order: boolean;
};

/**
 * What the owner role must have, each with the statement that gives it. The migrations create
 * tables, functions and the app role; pg-boss creates its schema; the boot gives the app role
 * its password. No extension is needed. On a managed service the role the provider hands out
 * (CREATEROLE, owner of its database) has all of it.
 */
function missing(facts: TOwnerFacts): string[] {
  const { owner, database } = facts;
  const problems: string[] = [];
  if (facts.version_num < MIN_POSTGRES_VERSION_NUM) {
    problems.push(`PostgreSQL 15 or later (this server is ${facts.version})`);
  }
  if (!facts.code_point_order) {
    // Contact search turns a prefix into a range on email and mobile, which must sort by code
    // point (contact-filter.ts); a language's collation would silently miss people.
    problems.push(
      `a database that sorts text by code point (its collation is ${facts.collation}): create it with template template0 locale 'C.UTF-8' (create database ${database} owner ${owner} template template0 locale 'C.UTF-8')`,
    );
  }
  if (facts.superuser) return problems;
  if (!facts.createrole) {
    problems.push(
      `CREATEROLE, to create and manage the role ${APP_ROLE} (as a superuser: alter role ${owner} createrole)`,
    );
  }
  if (!facts.create_in_database) {
    problems.push(
      `CREATE on the database, for the job queue's schema (grant create on database ${database} to ${owner})`,
    );
  }
  if (!facts.create_in_public) {
    problems.push(
      `CREATE on schema public, for the tables (alter database ${database} owner to ${owner}, or grant create on schema public to ${owner})`,
    );
  }
  if (facts.app_role_unsafe) {
    problems.push(
      `${APP_ROLE} without SUPERUSER and BYPASSRLS, which defeat row-level security (as a superuser: alter role ${APP_ROLE} nosuperuser nobypassrls)`,
    );
  }
  return problems;
}

/**
 * Checks, before migrating, that the DATABASE_URL role can do what the migrations and the boot
 * do, and throws one DatabaseOwnerError listing everything missing (rather than the first
 * failing statement's error, half-way through). A superuser (the embedded database) has it all.
 */
export async function checkDatabaseOwner(ownerDb: TUntypedDb): Promise<void> {
  const { rows } = await sql<TOwnerFacts>`
    select current_setting('server_version_num')::int as version_num,
      current_setting('server_version') as version,
      current_user as owner, current_database() as database,
      r.rolsuper as superuser, r.rolcreaterole as createrole,
      has_database_privilege(current_database(), 'CREATE') as create_in_database,
      has_schema_privilege('public', 'CREATE') as create_in_public,
      coalesce(a.rolsuper or a.rolbypassrls, false) as app_role_unsafe,
      case d.datlocprovider when 'i' then 'an ICU locale' when 'b' then 'builtin'
        else d.datcollate end as collation,
      d.datlocprovider = 'b' or (d.datlocprovider = 'c'
        and d.datcollate in ('C', 'POSIX', 'C.UTF-8', 'C.utf8')) as code_point_order
    from pg_roles r left join pg_roles a on a.rolname = ${APP_ROLE}
      join pg_database d on d.datname = current_database()
    where r.rolname = current_user`.execute(ownerDb);
  const facts = rows[0];
  if (!facts) return;
  const problems = missing(facts);
  if (problems.length === 0) return;
  throw new DatabaseOwnerError(
    `The DATABASE_URL role ${facts.owner} cannot set up the database ${facts.database}. ` +
      `It needs:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
      'Run the statements shown once, then start again (README: managed PostgreSQL).',
  );
}
