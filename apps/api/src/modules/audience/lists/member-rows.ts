import { sql, type RawBuilder } from 'kysely';
import type { TListMember } from '@resonate/contracts/audience/list-members';

/** Contacts as list member rows: the columns read, the search, the shape sent. */

export type TMemberRow = {
  id: string | number;
  passport_id: string;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  added_at: Date | null;
};

/** A search matches part of the email, the mobile or the "first last" name, in any case. */
export function searchFilter(search: string | undefined): RawBuilder<boolean> {
  if (!search) return sql<boolean>`true`;
  return sql<boolean>`(strpos(c.email, lower(${search})) > 0
    or strpos(c.mobile, ${search}) > 0
    or strpos(lower(c.first_name || ' ' || c.last_name), lower(${search})) > 0)`;
}

export const COLUMNS = sql`c.id, c.passport_id, c.email, c.mobile, c.first_name, c.last_name`;

export function toMember(row: TMemberRow): TListMember {
  return {
    contactId: Number(row.id),
    passportId: row.passport_id,
    email: row.email,
    mobile: row.mobile,
    firstName: row.first_name,
    lastName: row.last_name,
    addedAt: row.added_at?.toISOString() ?? null,
  };
}
