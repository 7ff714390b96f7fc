import { sql, type RawBuilder, type Transaction } from 'kysely';
import { normaliseEmail, normaliseMobile } from '@resonate/contracts/audience/contact-fields';
import { addressKindOf, ZContentSchema } from '@resonate/contracts/campaigns/content';
import {
  TRANSACTIONAL_MSG as MSG,
  type TSendTransactionalRequest,
} from '@resonate/contracts/transactional/messages';
import { keyedAddressHashSql } from '#/crypto/address-hash.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { addressSql } from '../audience/audience-sql.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { compileContent, TemplateError } from '../render/render-content.ts';
import { channelReadyRecently } from './channel-ready-memo.ts';
import { contactPersonalisation, type TTransactionalContact } from './transactional-person.ts';

/** What a validated request sends: checked before anything is stored or answered. */
export type TTransactionalPlan = {
  channelId: number;
  templateId: number;
  address: string;
  /** The contact it goes to; null for an address no contact of the client has. */
  contact: TTransactionalContact | null;
};

/**
 * Suppressions a transactional message respects: hard bounces, invalid addresses, complaints
 * and the client's manual blocks. An 'unsubscribed' row is marketing consent, which a
 * transactional message (a receipt, a password reset) does not need.
 */
export function hardSuppressedSql(
  clientId: number,
  channelId: number,
  address: RawBuilder<string | null>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from suppressions s
    where s.client_id = ${clientId} and s.channel_id = ${channelId}
      and s.reason <> 'unsubscribed' and s.address_hash = ${keyedAddressHashSql(address)})`;
}

const refuse = (field: string, message: string): never => {
  throw new AppError('UNPROCESSABLE', message, { errors: { [field]: message } });
};

/**
 * The synchronous checks of POST /api/v1/messages (issue 28, item 3), each a 4xx naming the
 * field: the template exists, is ready and renders with the contact and the variables; the
 * recipient exists and has an address on the template's channel (or the bare address fits
 * it); the address is not hard-suppressed; the channel is set up. Marketing consent, frequency
 * caps and quiet hours do not apply to transactional messages.
 */
export async function planTransactional(
  deps: TCommunicationDeps,
  clientId: number,
  request: TSendTransactionalRequest,
): Promise<TTransactionalPlan> {
  const plan = await withTenant(deps.db, { clientId }, async (trx) => {
    const template = await trx
      .selectFrom('communication_templates')
      .select(['channel_id', 'content', 'status'])
      .where('client_id', '=', clientId)
      .where('id', '=', request.templateId)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (!template) return refuse('templateId', MSG.templateNotFound);
    if (template.status !== 'ready') return refuse('templateId', MSG.templateDraft);
    const channelId = template.channel_id;
    const { address, contact } = await recipientOf(trx, clientId, channelId, request.to);
    const content = ZContentSchema.safeParse(template.content);
    if (!content.success) return refuse('templateId', MSG.channelNotSendable);
    try {
      compileContent(content.data).render(contactPersonalisation(contact, address, request));
    } catch (error) {
      const detail = error instanceof TemplateError ? error.message : String(error);
      return refuse('variables', MSG.templateBroken(detail));
    }
    const suppressed = await sql<{ hit: boolean }>`
      select ${hardSuppressedSql(clientId, channelId, sql`${address}::text`)} as hit`.execute(trx);
    if (suppressed.rows[0]?.hit) return refuse('to', MSG.suppressed);
    return { channelId, templateId: request.templateId, address, contact };
  });
  if (!(await channelReadyRecently(deps, clientId, plan.channelId))) {
    refuse('templateId', MSG.channelNotSetUp);
  }
  return plan;
}

type TContactRow = TTransactionalContact & { address: string | null };

async function recipientOf(
  trx: Transaction<DB>,
  clientId: number,
  channelId: number,
  to: TSendTransactionalRequest['to'],
): Promise<{ address: string; contact: TTransactionalContact | null }> {
  const named = Object.entries(to).filter(([, value]) => value !== undefined);
  if (named.length === 0) return refuse('to', MSG.recipientRequired);
  if (named.length > 1) return refuse('to', MSG.recipientOne);
  const find = async (where: RawBuilder<boolean>) => {
    const { rows } = await sql<TContactRow>`
      select c.passport_id, coalesce(c.first_name, '') as first_name,
        coalesce(c.last_name, '') as last_name, c.email, c.mobile,
        coalesce(c.attributes, '{}'::jsonb) as attributes,
        ${addressSql(channelId)} as address
      from contacts c where c.client_id = ${clientId} and ${where}
      order by c.id limit 1`.execute(trx);
    return rows[0];
  };
  if (to.contactId !== undefined || to.passportId !== undefined) {
    const field = to.contactId !== undefined ? 'to.contactId' : 'to.passportId';
    const row = await find(
      to.contactId !== undefined
        ? sql<boolean>`c.id = ${to.contactId}`
        : sql<boolean>`c.passport_id = ${to.passportId}::uuid`,
    );
    if (!row) return refuse(field, MSG.contactNotFound);
    if (!row.address) return refuse(field, MSG.noAddress);
    return { address: row.address, contact: row };
  }
  const kind = addressKindOf(channelId);
  if (to.email !== undefined) {
    const email = normaliseEmail(to.email);
    if (!email)
      throw new AppError('BAD_REQUEST', MSG.emailInvalid, {
        errors: { 'to.email': MSG.emailInvalid },
      });
    if (kind !== 'email') return refuse('to.email', MSG.addressChannel);
    const row = await find(sql<boolean>`c.email = ${email}`);
    return { address: email, contact: row ?? null };
  }
  const mobile = normaliseMobile(to.mobile ?? '');
  if (!mobile)
    throw new AppError('BAD_REQUEST', MSG.mobileInvalid, {
      errors: { 'to.mobile': MSG.mobileInvalid },
    });
  if (kind !== 'mobile') return refuse('to.mobile', MSG.addressChannel);
  const row = await find(sql<boolean>`c.mobile = ${mobile}`);
  return { address: mobile, contact: row ?? null };
}
