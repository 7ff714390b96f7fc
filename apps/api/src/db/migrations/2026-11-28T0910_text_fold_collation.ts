import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Dynamic list rules compare text case-insensitively with lower() in a collation that folds all
 * of Unicode cheaply: PostgreSQL 17's builtin C.UTF-8 (pg_c_utf8), which 15 and 16 lack. The
 * rules name text_fold instead: that same builtin collation from 17 on; before, the operating
 * system's C.UTF-8 (libc, Unicode case mapping, slower) or, where the system has none, ICU's
 * root locale. Both sides of every comparison are folded alike, so the rules answer the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if current_setting('server_version_num')::int >= 170000 then
        create collation text_fold (provider = builtin, locale = 'C.UTF-8');
      elsif exists (select from pg_collation where collname in ('C.utf8', 'C.UTF-8')
                    and collprovider = 'c' and collencoding in (-1, 6)) then
        create collation text_fold (provider = libc, locale = 'C.UTF-8');
      else
        create collation text_fold (provider = icu, locale = 'und');
      end if;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop collation if exists text_fold`.execute(db);
}
