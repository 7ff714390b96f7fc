import { sql, type Kysely } from 'kysely';
import { OPT_IN_PATHS } from '@resonate/contracts/audience/opt-in';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { confirmationMail, type TConfirmationMail } from './confirmation-mail.ts';
import { loadOptInSettings } from './opt-in-settings.ts';
import { optInSigner } from './opt-in-token.ts';

/** Sends as the brand (the job builds it from the client's SMTP settings and sending domain). */
export type TBrandMailer = {
  /** The sending domain, the brand name's fallback. */
  domainName: string;
  send(mail: TConfirmationMail): Promise<void>;
  close(): Promise<void>;
};

export type TSendConfirmationsDeps = {
  db: Kysely<DB>;
  config: { appSecret: string; publicUrl: string };
};

/** Mails claimed per transaction: small, so a failure re-queues few. */
const CLAIM_BATCH = 200;

type TDueRow = {
  contact_id: string;
  email: string;
  nonce: string;
  first_name: string;
};

/**
 * The confirmation job's work for one client: every record whose mail is due is claimed (no
 * longer due, one more mail counted) and mailed. A mail that fails is due again and the error
 * goes to the job, which pg-boss retries; a second worker skips the rows the first has locked.
 * Returns how many mails went out.
 */
export async function sendDueConfirmations(
  deps: TSendConfirmationsDeps,
  clientId: number,
  openMailer: () => Promise<TBrandMailer>,
): Promise<number> {
  const signer = optInSigner(deps.config.appSecret);
  let mailer: TBrandMailer | undefined;
  let sent = 0;
  try {
    for (;;) {
      const { settings, rows } = await withTenant(deps.db, { clientId }, async (trx) => ({
        settings: await loadOptInSettings(trx, clientId),
        rows: (
          await sql<TDueRow>`
          update contact_opt_ins o set mail_due = false, mails_sent = o.mails_sent + 1,
            last_mail_at = now()
          from contacts c
          where o.client_id = ${clientId} and c.client_id = o.client_id and c.id = o.contact_id
            and (o.client_id, o.contact_id) in (select client_id, contact_id from contact_opt_ins
              where client_id = ${clientId} and mail_due and status = 'pending'
              order by contact_id limit ${CLAIM_BATCH} for update skip locked)
          returning o.contact_id, o.email, o.nonce, c.first_name`.execute(trx)
        ).rows,
      }));
      if (rows.length === 0) return sent;
      mailer ??= await openMailer();
      const brandName = settings.brandName || mailer.domainName;
      for (const [index, row] of rows.entries()) {
        const contactId = Number(row.contact_id);
        const link = `${deps.config.publicUrl}${OPT_IN_PATHS.confirm}${signer.sign({ clientId, contactId, nonce: row.nonce })}`;
        try {
          await mailer.send(
            confirmationMail(
              settings,
              { email: row.email, firstName: row.first_name },
              brandName,
              link,
            ),
          );
          sent++;
        } catch (error) {
          const unsent = rows.slice(index).map((r) => Number(r.contact_id));
          await withTenant(deps.db, { clientId }, (trx) =>
            trx
              .updateTable('contact_opt_ins')
              .set({ mail_due: true, mails_sent: sql`mails_sent - 1` })
              .where('client_id', '=', clientId)
              .where('contact_id', 'in', unsent)
              .execute(),
          );
          throw error;
        }
      }
    }
  } finally {
    await mailer?.close();
  }
}
