import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Temporary passwords (issue 21, item 8): the password "forgot password" mails is temporary.
 * users.password_temporary_until is when it stops signing in (24 hours after the reset); while
 * it is set, a session of the user may only choose a new password or sign out. Choosing one
 * clears it. Null: the password is one the user chose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column password_temporary_until timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column password_temporary_until`.execute(db);
}
