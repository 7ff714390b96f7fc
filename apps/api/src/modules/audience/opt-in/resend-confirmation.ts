import type { Kysely } from 'kysely';
import { OPT_IN_MSG, OPT_IN_RESEND } from '@resonate/contracts/audience/opt-in';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';

/**
 * Marks a pending record's confirmation mail due again (the job sends it): at most once every
 * OPT_IN_RESEND.minMinutes, and no more than OPT_IN_RESEND.maxPerDay mails for each day the
 * record has waited, so neither a link's holder nor a user can turn the confirmation into a
 * mail bomb. 409 when nothing waits, 429 when too soon or too many.
 */
export async function requestConfirmationAgain(
  db: Kysely<DB>,
  clientId: number,
  contactId: number,
  now = new Date(),
): Promise<void> {
  await withTenant(db, { clientId }, async (trx) => {
    const row = await trx
      .selectFrom('contact_opt_ins')
      .select(['status', 'mail_due', 'mails_sent', 'last_mail_at', 'requested_at'])
      .where('client_id', '=', clientId)
      .where('contact_id', '=', contactId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status !== 'pending') throw new AppError('CONFLICT', OPT_IN_MSG.notPending);
    if (row.mail_due) return;
    const sinceLast = row.last_mail_at ? now.getTime() - row.last_mail_at.getTime() : Infinity;
    if (sinceLast < OPT_IN_RESEND.minMinutes * 60_000) {
      throw new AppError('TOO_MANY_REQUESTS', OPT_IN_MSG.resendTooSoon);
    }
    const days = Math.max(1, Math.ceil((now.getTime() - row.requested_at.getTime()) / 86_400_000));
    if (row.mails_sent >= OPT_IN_RESEND.maxPerDay * days) {
      throw new AppError('TOO_MANY_REQUESTS', OPT_IN_MSG.resendDailyMax);
    }
    await trx
      .updateTable('contact_opt_ins')
      .set({ mail_due: true })
      .where('client_id', '=', clientId)
      .where('contact_id', '=', contactId)
      .execute();
  });
}
