import type { Kysely } from 'kysely';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listAttributes, type TAttributeRow } from './attributes-repository.ts';

export function toAttribute(row: TAttributeRow): TAttribute {
  return { key: row.key, label: row.label, type: row.type, options: row.options };
}

/** POST Audience/GetAttributes: the client's custom contact fields, in display order. */
export async function getAttributes(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
): Promise<TAttribute[]> {
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, listAttributes);
  return rows.map(toAttribute);
}
