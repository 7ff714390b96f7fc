import { sql, type Transaction } from 'kysely';
import { SMS_OUTBOX_PROVIDER } from '@resonate/contracts/communication-settings/channel-accounts';
import type { DB } from '#/db/schema.ts';
import {
  generateDkimKeyPair,
  smtpSecretBox,
  smtpSecretContext,
} from '#/modules/communication-settings/index.ts';

/** The demo brand's sending domain: its From, bounce mailbox and the SMS sender name. */
export const DEMO_SENDING = {
  domainName: 'acme.test',
  fromMail: 'news@acme.test',
  bounceMail: 'bounces@acme.test',
  smsSenderId: 'ACME',
} as const;

const SMS = 2;

/**
 * Acme Retail can send from a fresh install (issue 22): email through the development outbox
 * (DATA_DIR/outbox, signed as sent mail is) as a verified sending domain with its own DKIM key,
 * and SMS through the SMS outbox (DATA_DIR/sms-outbox). "Verified" is given, not checked: the
 * demo's .test domain has no public DNS. Saving a real server or provider replaces either.
 */
export async function seedDemoSending(
  trx: Transaction<DB>,
  clientId: number,
  appSecret: string,
): Promise<void> {
  await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
  const keys = generateDkimKeyPair();
  await trx
    .insertInto('smtp_settings')
    .values({ client_id: clientId, mode: 'shared', configured: true, outbox: true })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  await trx
    .insertInto('smtp_domains')
    .values({
      client_id: clientId,
      domain_name: DEMO_SENDING.domainName,
      from_mail: DEMO_SENDING.fromMail,
      bounce_mail: DEMO_SENDING.bounceMail,
      description: 'Demo sending domain (development outbox)',
      dkim_public_key: keys.publicKey,
      dkim_private_key_sealed: smtpSecretBox(appSecret).seal(
        keys.privateKeyPem,
        smtpSecretContext(clientId, `dkim:${DEMO_SENDING.domainName}`),
      ),
      verified_at: new Date(),
      dns_status: { dkim: 'verified', spf: 'verified', dmarc: 'verified' },
    })
    .onConflict((oc) => oc.columns(['client_id', 'domain_name']).doNothing())
    .execute();
  await trx
    .insertInto('channel_accounts')
    .values({
      client_id: clientId,
      channel_id: SMS,
      provider: SMS_OUTBOX_PROVIDER,
      settings: { senderId: DEMO_SENDING.smsSenderId },
      secret_sealed: null,
      api_base_url: null,
      webhook_id: null,
    })
    .onConflict((oc) => oc.columns(['client_id', 'channel_id']).doNothing())
    .execute();
}
