import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ApiKeysTable, DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TApiKeyRow = Selectable<ApiKeysTable>;

const COLUMNS = [
  'id',
  'client_id',
  'name',
  'prefix',
  'secret_hash',
  'scopes',
  'created_by',
  'created_at',
  'last_used_at',
  'expires_at',
  'revoked_at',
] as const;

export function listApiKeyRows(trx: TTrx): Promise<TApiKeyRow[]> {
  return trx
    .selectFrom('api_keys')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findApiKeyRow(trx: TTrx, id: number, forUpdate = false) {
  const query = trx.selectFrom('api_keys').select(COLUMNS).where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Active: neither revoked nor expired. The limit counts only these. */
export async function countActiveApiKeys(trx: TTrx): Promise<number> {
  const row = await trx
    .selectFrom('api_keys')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertApiKey(
  trx: TTrx,
  key: {
    clientId: number;
    name: string;
    prefix: string;
    secretHash: Buffer;
    scopes: string[];
    createdBy: number;
    expiresAt: Date | null;
  },
): Promise<TApiKeyRow> {
  return trx
    .insertInto('api_keys')
    .values({
      client_id: key.clientId,
      name: key.name,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      scopes: key.scopes,
      created_by: key.createdBy,
      expires_at: key.expiresAt,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function markRevoked(trx: TTrx, id: number): Promise<TApiKeyRow> {
  return trx
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function touchApiKey(trx: TTrx, id: number): Promise<void> {
  await trx
    .updateTable('api_keys')
    .set({ last_used_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export type TFoundApiKey = {
  clientId: number;
  apiKeyId: number;
  secretHash: Buffer;
  scopes: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

/** The live key with this prefix, before the tenant is known (SECURITY DEFINER function). */
export async function findApiKeyByPrefix(
  db: Kysely<DB>,
  prefix: string,
): Promise<TFoundApiKey | undefined> {
  const { rows } = await sql<{
    client_id: number;
    api_key_id: number;
    secret_hash: Buffer;
    scopes: string[];
    expires_at: Date | null;
    last_used_at: Date | null;
  }>`select * from api_key_find(${prefix})`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    clientId: Number(row.client_id),
    apiKeyId: Number(row.api_key_id),
    secretHash: row.secret_hash,
    scopes: row.scopes,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}
