import type { Selectable, Transaction } from 'kysely';
import type { DB, SmtpDomainsTable } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TSmtpDomainRow = Selectable<SmtpDomainsTable>;

export function listSmtpDomainRows(trx: TTrx): Promise<TSmtpDomainRow[]> {
  return trx.selectFrom('smtp_domains').selectAll().orderBy('domain_name').execute();
}

export function findSmtpDomainRow(trx: TTrx, id: number) {
  return trx.selectFrom('smtp_domains').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function smtpDomainExists(trx: TTrx, domainName: string): Promise<boolean> {
  const row = await trx
    .selectFrom('smtp_domains')
    .select('id')
    .where('domain_name', '=', domainName.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function smtpFromMailExists(trx: TTrx, fromMail: string): Promise<boolean> {
  const row = await trx
    .selectFrom('smtp_domains')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['from_mail']), '=', fromMail.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export function insertSmtpDomain(
  trx: TTrx,
  row: Omit<
    SmtpDomainsTable,
    'id' | 'created_at' | 'verified_at' | 'description' | 'dns_status'
  > & {
    description: string;
  },
): Promise<TSmtpDomainRow> {
  return trx.insertInto('smtp_domains').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deleteSmtpDomainRow(trx: TTrx, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('smtp_domains').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Records a DNS check: verified or not, and each record's status (for refusals to send). */
export function markSmtpDomainVerified(
  trx: TTrx,
  id: number,
  verified: boolean,
  dnsStatus: Record<string, string> = {},
) {
  return trx
    .updateTable('smtp_domains')
    .set({ verified_at: verified ? new Date() : null, dns_status: dnsStatus })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
