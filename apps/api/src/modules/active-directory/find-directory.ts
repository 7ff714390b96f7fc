import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * The client whose Active Directory answers for an email's domain, and whether that client
 * proved the domain with its DNS TXT record (issue 21): an unproven claim speaks only for the
 * accounts the client already has, never for strangers at the domain.
 */
export type TDirectoryRef = { clientId: number; proven: boolean };

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
  const { rows } = await sql<{ client_id: number; proven: boolean | null }>`
    select client_id, sso_domain_owner(${domain}) = client_id as proven
    from ad_find_directory(${domain})`.execute(db);
  const row = rows[0];
  return row && { clientId: Number(row.client_id), proven: row.proven === true };
}
