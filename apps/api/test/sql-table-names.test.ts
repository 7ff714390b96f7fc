import { describe, expect, it } from 'vitest';
import { tablesNamedIn } from './sql-table-names.ts';

const TABLES = new Set(['contacts', 'clients', 'users', 'messages', 'roles']);
const named = (source: string) => [...tablesNamedIn(source, TABLES)].sort();

describe('tablesNamedIn finds the tables a file’s SQL names', () => {
  it('reads the table of Kysely calls, aliases and lists included', () => {
    const source = `
      db.selectFrom('contacts as c').innerJoin('clients as cl', 'cl.id', 'c.client_id');
      trx.updateTable("users").set({});
      db.selectFrom(['roles', 'unknown_thing']);`;
    expect(named(source)).toEqual(['clients', 'contacts', 'roles', 'users']);
  });

  it('reads raw sql templates, inside interpolations too', () => {
    const source =
      'sql`select 1 from contacts c join ${sql`messages`} m on true where ${x ? sql`exists (select 1 from "users")` : sql``}`';
    expect(named(source)).toEqual(['contacts', 'users']);
  });

  it('ignores comments, imports and names that are not tables', () => {
    const source = `
      import { x } from 'clients';
      // select * from contacts
      /* delete from users */
      const label = 'Remove from messages';
      sql\`with recent as (select 1) select * from recent\`;`;
    expect(named(source)).toEqual([]);
  });
});
