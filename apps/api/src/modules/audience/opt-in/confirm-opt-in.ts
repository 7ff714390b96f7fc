import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TOptInRef } from './opt-in-token.ts';

/** Longest user agent kept in the proof (browsers send far less). */
const USER_AGENT_MAX = 512;

export type TConfirmOutcome = 'confirmed' | 'alreadyConfirmed' | 'unknown';

/**
 * A person confirmed their address through a genuine, unexpired link: the record becomes
 * confirmed with when, from which IP and which browser. Idempotent: a second click keeps the
 * first proof. 'unknown' when the record is gone (contact erased) or was asked for again since
 * the link was made (another nonce): nothing is written then.
 */
export async function confirmOptIn(
  db: Kysely<DB>,
  ref: TOptInRef,
  from: { ip: string; userAgent: string },
): Promise<TConfirmOutcome> {
  return withTenant(db, { clientId: ref.clientId }, async (trx) => {
    const row = await trx
      .selectFrom('contact_opt_ins')
      .select(['status', 'nonce'])
      .where('client_id', '=', ref.clientId)
      .where('contact_id', '=', ref.contactId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.nonce !== ref.nonce) return 'unknown';
    if (row.status === 'confirmed') return 'alreadyConfirmed';
    await trx
      .updateTable('contact_opt_ins')
      .set({
        status: 'confirmed',
        mail_due: false,
        confirmed_at: new Date(),
        confirmed_ip: from.ip,
        confirmed_user_agent: from.userAgent.slice(0, USER_AGENT_MAX),
      })
      .where('client_id', '=', ref.clientId)
      .where('contact_id', '=', ref.contactId)
      .execute();
    return 'confirmed';
  });
}

/** The address a genuine link is about (for its page), or undefined when the record is gone. */
export async function optInAddress(db: Kysely<DB>, ref: TOptInRef): Promise<string | undefined> {
  const row = await withTenant(db, { clientId: ref.clientId }, (trx) =>
    trx
      .selectFrom('contact_opt_ins')
      .select(['email', 'nonce'])
      .where('client_id', '=', ref.clientId)
      .where('contact_id', '=', ref.contactId)
      .executeTakeFirst(),
  );
  return row && row.nonce === ref.nonce ? row.email : undefined;
}
