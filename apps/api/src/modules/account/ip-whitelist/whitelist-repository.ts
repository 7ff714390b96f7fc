import { sql, type Transaction } from 'kysely';
import type { TIpWhitelistItem } from '@resonate/contracts/account';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

export async function listWhitelist(trx: TTrx): Promise<TIpWhitelistItem[]> {
  const rows = await trx
    .selectFrom('ip_whitelist')
    .select(['id', 'ip_address', 'description', 'updated_at'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ipWhitelistId: row.id,
    ipAddress: row.ip_address,
    description: row.description,
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function listAddresses(trx: TTrx, clientId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('ip_whitelist')
    .select('ip_address')
    .where('client_id', '=', clientId)
    .execute();
  return rows.map((row) => row.ip_address);
}

/** Two saves of one client's list run one after the other, each on the list the other left. */
export async function lockWhitelist(trx: TTrx, clientId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('ip_whitelist'), ${clientId}::int)`.execute(trx);
}

export type TWhitelistWrite = { id?: number; ipAddress: string; description: string };

/** Replaces the list: rows left out go, rows with an id change, rows without one are added. */
export async function replaceWhitelist(trx: TTrx, clientId: number, rows: TWhitelistWrite[]) {
  const keep = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  let removal = trx.deleteFrom('ip_whitelist').where('client_id', '=', clientId);
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const row of rows) {
    if (row.id === undefined) continue;
    await trx
      .updateTable('ip_whitelist')
      .set({ ip_address: row.ipAddress, description: row.description, updated_at: new Date() })
      .where('id', '=', row.id)
      .where((eb) =>
        eb.or([eb('ip_address', '!=', row.ipAddress), eb('description', '!=', row.description)]),
      )
      .execute();
  }
  const added = rows.filter((row) => row.id === undefined);
  if (added.length === 0) return;
  await trx
    .insertInto('ip_whitelist')
    .values(
      added.map((row) => ({
        client_id: clientId,
        ip_address: row.ipAddress,
        description: row.description,
      })),
    )
    .execute();
}
