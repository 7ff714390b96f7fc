import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { TOptInSource } from '@resonate/contracts/audience/opt-in';
import type { DB } from '#/db/schema.ts';
import { optInModeOf } from './opt-in-settings.ts';

/** A fresh nonce for a record's links (a record asked for again invalidates older links). */
export const newNonce = () => randomBytes(9).toString('base64url');

/**
 * In the import's transaction, after its merge: when the client asks double opt-in of imports,
 * every contact this import created with an email becomes pending (import_matched is the
 * merge's table of rows and the contacts they matched: no match means the row was inserted).
 * Existing contacts keep their standing. Returns how many are pending now.
 */
export async function markImportedPending(
  client: pg.PoolClient,
  clientId: number,
): Promise<number> {
  const mode = await client.query<{ import_mode: string }>(
    'select import_mode from opt_in_settings where client_id = $1',
    [clientId],
  );
  if (mode.rows[0]?.import_mode !== 'double') return 0;
  const result = await client.query(
    `insert into contact_opt_ins (client_id, contact_id, status, source, email, nonce)
     select $1, c.id, 'pending', 'import', c.email,
       translate(encode(decode(md5(random()::text || c.id::text), 'hex'), 'base64'), '+/=', '-_')
     from import_matched m
     join contacts c on c.client_id = $1 and c.email = m.email
     where m.by_email is null and m.by_mobile is null and m.email is not null
     on conflict do nothing`,
    [clientId],
  );
  return result.rowCount ?? 0;
}

/** A contact the REST API created becomes pending (its mail is queued by the caller). */
export async function markPending(
  trx: Transaction<DB>,
  clientId: number,
  contact: { contactId: number; email: string },
  source: TOptInSource,
): Promise<void> {
  await trx
    .insertInto('contact_opt_ins')
    .values({
      client_id: clientId,
      contact_id: contact.contactId,
      status: 'pending',
      source,
      email: contact.email,
      nonce: newNonce(),
    })
    .onConflict((oc) => oc.columns(['client_id', 'contact_id']).doNothing())
    .execute();
}

/**
 * Contacts the events API just created by email (Segment identify, track and page, and the
 * native /api/v1/events): under double opt-in for the API they are pending, in the same
 * transaction that made them, as a contact of POST /api/v1/contacts is. Returns how many;
 * the caller queues their mail after the commit (enqueueOptInConfirmations).
 */
export async function markApiContactsPending(
  trx: Transaction<DB>,
  clientId: number,
  passportIds: readonly string[],
): Promise<number> {
  if (passportIds.length === 0) return 0;
  if ((await optInModeOf(trx, clientId, 'api')) !== 'double') return 0;
  const { rows } = await sql<{ contact_id: string }>`
    insert into contact_opt_ins (client_id, contact_id, status, source, email, nonce)
    -- A random nonce per record: 16 random bytes, URL-safe base64.
    select ${clientId}, c.id, 'pending', 'api', c.email,
      translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')
    from contacts c
    where c.client_id = ${clientId} and c.passport_id = any(${passportIds}::uuid[])
      and c.email is not null
    on conflict do nothing
    returning contact_id`.execute(trx);
  return rows.length;
}
