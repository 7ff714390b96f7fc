import { sql } from 'kysely';
import { ZContentSchema } from '@resonate/contracts/campaigns/content';
import { withTenant } from '#/db/tenant.ts';
import { senderFor } from '../channels/sender-for.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { deliverOne, type TDeliverContext } from '../engine/deliver.ts';
import {
  ingestSentEvents,
  markUpdateSql,
  suppressOutcomes,
  type TClaimedMessage,
  type TOutcome,
} from '../engine/message-batch.ts';
import { compileContent, type TCompiledContent } from '../render/render-content.ts';
import { trackingSigner } from '../tracking/tracking-token.ts';
import { createdSpanOf } from './message-states.ts';
import { hardSuppressedSql } from './plan-transactional.ts';
import { contactPersonalisation } from './transactional-person.ts';

/** One accepted message to send: where its row is and what it renders with. */
export type TTransactionalSend = {
  messageId: number;
  createdAt: Date;
  templateId: number;
  variables: Record<string, unknown>;
};

/** A group of sends of one client and channel (one sender serves them all). */
export type TTransactionalBatch = {
  clientId: number;
  channelId: number;
  communicationId: number;
  sends: readonly TTransactionalSend[];
};

/** The earliest retry among the batch's messages; null when none waits for one. */
export type TTransactionalResult = { retryAt: Date | null };

/** A row left 'sending' this long ago belonged to a worker that died mid-handoff. */
const IN_DOUBT_AFTER = '5 minutes';

type TRow = TClaimedMessage & { has_contact: boolean; created_at: Date };

/**
 * Sends a batch of transactional messages (issue 28, item 3): each queued row is claimed
 * ('sending') unless its address is now hard-suppressed (then 'suppressed', never sent),
 * rendered with its template and variables, handed to the channel's sender (metered, as every
 * send) and marked with the answer: 'sent', a retry with backoff, 'bounced' or 'failed', a
 * permanent refusal suppressing the address. A sent message to a contact gets its 'sent' event
 * (the 360 timeline). No consent, cap or quiet-hours check: they are for marketing.
 */
export async function deliverTransactional(
  deps: TCommunicationDeps,
  batch: TTransactionalBatch,
  now = new Date(),
): Promise<TTransactionalResult> {
  const { clientId, channelId, communicationId } = batch;
  const rows = await claim(deps, batch, now);
  if (rows.length === 0) return { retryAt: await nextRetry(deps, batch) };
  const bySend = new Map(batch.sends.map((send) => [send.messageId, send]));
  const compiled = await compileTemplates(deps, clientId, batch.sends);
  const sender = await senderFor(deps, clientId, {
    id: communicationId,
    channel_id: channelId,
    name: 'Transactional messages',
    sender: {},
    run_no: 1,
    transactional: true,
  });
  const outcomes: TOutcome[] = [];
  try {
    const signer = trackingSigner(deps.config.appSecret);
    const base = { clientId, communicationId, runNo: 1, channelId, sender, signer };
    for (const row of rows) {
      const send = bySend.get(row.id)!;
      const template = compiled.get(send.templateId);
      const context: TDeliverContext = {
        ...base,
        compiled: template ?? brokenTemplate,
        publicUrl: deps.config.publicUrl,
        messageIdDomain: new URL(deps.config.publicUrl).hostname || 'localhost',
        transactional: true,
      };
      const contact = row.has_contact ? row : null;
      const person = contactPersonalisation(contact, row.address, send);
      const personalised: TClaimedMessage = {
        ...row,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        mobile: person.mobile,
        attributes: person.attributes,
      };
      const outcome = await deliverOne(context, personalised, () => now);
      if (outcome) outcomes.push(outcome);
    }
  } finally {
    await sender.close();
  }
  await mark(deps, batch, rows, outcomes);
  return { retryAt: await nextRetry(deps, batch) };
}

/** A template deleted or broken since the accept: the message fails with the reason. */
const brokenTemplate: TCompiledContent = {
  kind: 'text',
  fixed: {},
  render() {
    throw new Error('the template is gone or no longer valid');
  },
};

async function compileTemplates(
  deps: TCommunicationDeps,
  clientId: number,
  sends: readonly TTransactionalSend[],
): Promise<Map<number, TCompiledContent>> {
  const ids = [...new Set(sends.map((send) => send.templateId))];
  const rows = await withTenant(deps.db, { clientId }, (trx) =>
    trx
      .selectFrom('communication_templates')
      .select(['id', 'content'])
      .where('client_id', '=', clientId)
      .where('id', 'in', ids)
      .execute(),
  );
  const out = new Map<number, TCompiledContent>();
  for (const row of rows) {
    const content = ZContentSchema.safeParse(row.content);
    if (!content.success) continue;
    try {
      out.set(Number(row.id), compileContent(content.data));
    } catch {
      // Left out: its messages fail with brokenTemplate's reason.
    }
  }
  return out;
}

const createdSpan = createdSpanOf;

/** Claims the batch's due rows in one statement, with the contact fields they render with. */
async function claim(
  deps: TCommunicationDeps,
  batch: TTransactionalBatch,
  now: Date,
): Promise<TRow[]> {
  const { clientId, channelId } = batch;
  const ids = batch.sends.map((send) => send.messageId);
  const span = createdSpan(batch.sends);
  return withTenant(deps.db, { clientId }, async (trx) => {
    const { rows } = await sql<TRow>`
      with picked as (
        select m.id, m.status as was,
          case when ${hardSuppressedSql(clientId, channelId, sql`m.address`)}
            then 'address suppressed' end as refusal
        from messages m
        where m.client_id = ${clientId} and m.id = any(${ids}::bigint[])
          and m.created_at between ${span.from} and ${span.to}
          and (m.status = 'queued' and (m.next_attempt_at is null or m.next_attempt_at <= ${now})
            or m.status = 'sending' and m.updated_at < now() - ${IN_DOUBT_AFTER}::interval)
        for update of m skip locked
      ), claimed as (
        update messages m set
          status = case when p.refusal is null then 'sending' else 'suppressed' end,
          attempts = m.attempts + case when p.refusal is null then 1 else 0 end,
          in_doubt = m.in_doubt + case when p.was = 'sending' then 1 else 0 end,
          error = coalesce(p.refusal, m.error), updated_at = now()
        from picked p
        where m.client_id = ${clientId} and m.id = p.id
          and m.created_at between ${span.from} and ${span.to}
        returning m.id, m.passport_id, m.address, m.attempts, m.status, m.created_at
      )
      select k.id, k.passport_id, k.address, k.attempts, k.created_at,
        c.id is not null as has_contact,
        coalesce(c.first_name, '') as first_name, coalesce(c.last_name, '') as last_name,
        c.email, c.mobile, coalesce(c.attributes, '{}'::jsonb) as attributes
      from claimed k
      left join contacts c on c.client_id = ${clientId} and c.passport_id = k.passport_id
      where k.status = 'sending'`.execute(trx);
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  });
}

async function mark(
  deps: TCommunicationDeps,
  batch: TTransactionalBatch,
  rows: readonly TRow[],
  outcomes: readonly TOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const { clientId, channelId, communicationId } = batch;
  const sentAt = new Date();
  const withContact = new Set(rows.filter((row) => row.has_contact).map((row) => row.id));
  await withTenant(deps.db, { clientId }, async (trx) => {
    await markUpdateSql(clientId, sentAt, outcomes, createdSpan(batch.sends)).execute(trx);
    await suppressOutcomes(trx, { clientId, channelId, communicationId }, outcomes);
    // The contact's timeline; a bare address has no contact to show it on.
    const finish = { clientId, communicationId, runNo: 1, channelId, unitCost: 0, sentAt };
    await ingestSentEvents(
      trx,
      finish,
      outcomes.filter((o) => withContact.has(o.messageId)),
    );
  });
}

/** The earliest retry time among the batch's rows still queued. */
async function nextRetry(
  deps: TCommunicationDeps,
  batch: TTransactionalBatch,
): Promise<Date | null> {
  const { clientId } = batch;
  const span = createdSpan(batch.sends);
  const ids = batch.sends.map((send) => send.messageId);
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    sql<{ at: Date | null }>`select min(coalesce(next_attempt_at, now())) as at from messages
      where client_id = ${clientId} and id = any(${ids}::bigint[])
        and created_at between ${span.from} and ${span.to} and status = 'queued'`.execute(trx),
  );
  return row.rows[0]?.at ?? null;
}
