import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** The client whose Active Directory answers for an email's domain. */
export type TDirectoryRef = { clientId: number };

/** The part after the last '@', lower-cased; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * Which client's enabled directory answers for the email's domain, before anyone is signed in
 * (login-page discovery and AD sign-in). It looks at the domain only, never at whether the user
 * exists, so discovery cannot be used to enumerate accounts. One row at most: a domain belongs
 * to one directory platform-wide (SECURITY DEFINER function of the active-directory migration).
 */
export async function findDirectoryForEmail(
  db: Kysely<DB>,
  email: string,
): Promise<TDirectoryRef | undefined> {
  const domain = emailDomain(email);
  if (domain === '') return undefined;
  const { rows } = await sql<{ client_id: number }>`
    select client_id from ad_find_directory(${domain})`.execute(db);
  const row = rows[0];
  return row && { clientId: Number(row.client_id) };
}
