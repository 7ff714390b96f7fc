import { sql } from 'kysely';
import type { TJourneyNode } from '@resonate/contracts/campaigns/journeys';
import { withTenant } from '#/db/tenant.ts';
import { sendAllowance } from '#/modules/consumption/usage-gate.ts';
import { addressSql, suppressedSql, unsubscribedSql } from '../../audience/audience-sql.ts';
import { senderFor } from '../../channels/sender-for.ts';
import type { TCommunicationDeps } from '../../deps.ts';
import { deliverOne, mapConcurrent, type TDeliverContext } from '../../engine/deliver.ts';
import { CONCURRENCY } from '../../engine/engine-options.ts';
import { finishBatch, type TClaimedMessage, type TOutcome } from '../../engine/message-batch.ts';
import { compileContent, TemplateError } from '../../render/render-content.ts';
import { trackingSigner } from '../../tracking/tracking-token.ts';
import type { TTrx } from '../journey-repository.ts';
import type { TRuntimeJourney } from './runtime-journey.ts';

/** How long entries wait when their step cannot send now (channel settings gone, usage limit). */
const BLOCKED_RETRY_MS = 15 * 60_000;

type TSendNode = Extract<TJourneyNode, { type: 'send' }>;

/**
 * The message of a send step for each entry, with the engine's rule: the messages row is
 * recorded first (keyed by the step's hidden communication, run_no = the entry's id and the
 * person), marked 'sending' right before the adapter call and marked after. A row found
 * 'sending' was left by a worker that died mid-call: it is sent once more with the same
 * delivery id (the receiver dedupes by it); settled rows are never sent again. Contacts who
 * cannot be reached on the channel (no address, unsubscribed, suppressed) get a 'suppressed'
 * row and move on. Entries whose message must wait (a retry, the usage limit) get a later
 * wake_at; the others stay due and move on in the next batch.
 */
export async function sendStep(
  deps: TCommunicationDeps,
  journey: TRuntimeJourney,
  nodeId: string,
  entryIds: readonly number[],
  now: Date,
): Promise<void> {
  const node = journey.nodes.get(nodeId) as TSendNode | undefined;
  const communicationId = journey.sendCommunications.get(nodeId);
  const { clientId } = journey;
  if (!node || node.type !== 'send' || communicationId === undefined) {
    await postpone(deps, journey, entryIds, new Date(now.getTime() + BLOCKED_RETRY_MS));
    return;
  }
  const channelId = node.config.channelId;
  const claimed = await withTenant(deps.db, { clientId }, async (trx) => {
    await recordMessages(trx, journey, node, communicationId, entryIds);
    return claim(trx, clientId, communicationId, entryIds, now);
  });

  if (claimed.length > 0) {
    let outcomes: TOutcome[];
    try {
      outcomes = await deliverAll(deps, journey, node, communicationId, claimed, now);
    } catch (error) {
      // No sender (settings removed since the start): the rows go back to queued and wait.
      deps.log.warn({ err: error, journeyId: journey.journeyId, nodeId }, 'journey send blocked');
      const retryAt = new Date(now.getTime() + BLOCKED_RETRY_MS);
      outcomes = claimed.map((m) => ({
        messageId: m.id,
        passportId: m.passport_id,
        address: m.address,
        status: 'queued',
        providerMessageId: null,
        error: (error as Error).message?.slice(0, 500) ?? 'not sent',
        nextAttemptAt: retryAt,
        suppress: false,
      }));
    }
    await finishBatch(
      deps.db,
      { clientId, communicationId, runNo: 0, channelId, unitCost: 0, sentAt: now },
      outcomes,
    );
  }

  // Entries whose message still waits (a retry time, the usage limit) wake when it is due.
  await withTenant(deps.db, { clientId }, (trx) =>
    sql`update journey_entries e set wake_at = greatest(coalesce(m.next_attempt_at, ${now}::timestamptz),
        ${new Date(now.getTime() + 1000)}::timestamptz), updated_at = now()
      from messages m
      where e.client_id = ${clientId} and e.journey_id = ${journey.journeyId}
        and e.id = any(${entryIds}::bigint[]) and e.node_id = ${nodeId}
        and m.client_id = ${clientId} and m.communication_id = ${communicationId}
        and m.run_no = e.id and m.passport_id = e.passport_id and m.status = 'queued'`.execute(trx),
  );
}

/** One row per entry (none when it exists already), queued or, when unreachable, suppressed. */
async function recordMessages(
  trx: TTrx,
  journey: TRuntimeJourney,
  node: TSendNode,
  communicationId: number,
  entryIds: readonly number[],
): Promise<void> {
  const { clientId } = journey;
  const channelId = node.config.channelId;
  await sql`
    insert into messages (client_id, communication_id, passport_id, channel_id, address, status, run_no)
    select ${clientId}, ${communicationId}, e.passport_id, ${channelId}, a.address,
      case when a.address is null or ${unsubscribedSql(channelId)}
        or ${suppressedSql(clientId, channelId, sql<string>`a.address`)}
      then 'suppressed' else 'queued' end,
      e.id
    from journey_entries e
    left join contacts c on c.client_id = e.client_id and c.id = e.contact_id
    cross join lateral (select ${addressSql(channelId)} as address) a
    where e.client_id = ${clientId} and e.journey_id = ${journey.journeyId}
      and e.id = any(${entryIds}::bigint[])
    on conflict (client_id, communication_id, run_no, passport_id) do nothing`.execute(trx);
  // Left 'sending' by a worker that died mid-call: ambiguous, sent once more, same delivery id.
  await sql`update messages set status = 'queued', error = 'sent again after a worker stopped',
      updated_at = now()
    where client_id = ${clientId} and communication_id = ${communicationId}
      and run_no = any(${entryIds}::bigint[]) and status = 'sending'`.execute(trx);
}

/** Marks the due queued rows 'sending' (committed before any adapter call), within the usage limit. */
async function claim(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  entryIds: readonly number[],
  now: Date,
): Promise<TClaimedMessage[]> {
  const pending = await sql<{ n: number; channel_id: number }>`
    select count(*)::int as n, min(channel_id) as channel_id from messages
    where client_id = ${clientId} and communication_id = ${communicationId}
      and run_no = any(${entryIds}::bigint[]) and status = 'queued'
      and (next_attempt_at is null or next_attempt_at <= ${now})`.execute(trx);
  const wanted = pending.rows[0]?.n ?? 0;
  if (wanted === 0) return [];
  const { allowed } = await sendAllowance(
    trx,
    clientId,
    Number(pending.rows[0]!.channel_id),
    wanted,
    now,
  );
  if (allowed < wanted) {
    // Over the usage limit: the rest wait and are tried again later.
    await sql`update messages set next_attempt_at = ${new Date(now.getTime() + BLOCKED_RETRY_MS)}
      where client_id = ${clientId} and communication_id = ${communicationId}
        and id in (select id from messages where client_id = ${clientId}
          and communication_id = ${communicationId} and run_no = any(${entryIds}::bigint[])
          and status = 'queued' order by id offset ${allowed})`.execute(trx);
  }
  if (allowed <= 0) return [];
  const rows = await sql<TClaimedMessage>`
    with claimed as (
      update messages m set status = 'sending', attempts = m.attempts + 1, updated_at = now()
      where m.id in (select id from messages where client_id = ${clientId}
          and communication_id = ${communicationId} and run_no = any(${entryIds}::bigint[])
          and status = 'queued' and (next_attempt_at is null or next_attempt_at <= ${now})
          order by id limit ${allowed} for update skip locked)
        and m.client_id = ${clientId}
      returning m.id, m.passport_id, m.address, m.attempts, m.run_no
    )
    select cl.id, cl.passport_id, cl.address, cl.attempts, cl.run_no,
      coalesce(c.first_name, '') as first_name, coalesce(c.last_name, '') as last_name,
      c.email, c.mobile, coalesce(c.attributes, '{}'::jsonb) as attributes
    from claimed cl
    left join contacts c on c.client_id = ${clientId} and c.passport_id = cl.passport_id
    order by cl.id`.execute(trx);
  return rows.rows;
}

async function deliverAll(
  deps: TCommunicationDeps,
  journey: TRuntimeJourney,
  node: TSendNode,
  communicationId: number,
  claimed: readonly TClaimedMessage[],
  now: Date,
): Promise<TOutcome[]> {
  const { clientId } = journey;
  const sender = await senderFor(deps, clientId, {
    id: communicationId,
    channel_id: node.config.channelId,
    name: `journey ${journey.journeyId}`,
    sender: (node.config.sender ?? {}) as Record<string, unknown>,
    run_no: 0,
  });
  try {
    let compiled: ReturnType<typeof compileContent> | undefined;
    let compileError = '';
    try {
      compiled = compileContent(node.config.content);
    } catch (error) {
      compileError = error instanceof TemplateError ? error.message : String(error);
    }
    const signer = trackingSigner(deps.config.appSecret);
    const messageIdDomain = new URL(deps.config.publicUrl).hostname || 'localhost';
    return await mapConcurrent(claimed, CONCURRENCY, async (row) => {
      if (!compiled) {
        return {
          messageId: row.id,
          passportId: row.passport_id,
          address: row.address,
          status: 'failed' as const,
          providerMessageId: null,
          error: `template: ${compileError}`.slice(0, 500),
          nextAttemptAt: null,
          suppress: false,
        };
      }
      // run_no is the entry's id: each entry's message has its own delivery id.
      const context: TDeliverContext = {
        clientId,
        communicationId,
        runNo: Number((row as TClaimedMessage & { run_no: number }).run_no),
        channelId: node.config.channelId,
        compiled,
        sender,
        signer,
        publicUrl: deps.config.publicUrl,
        messageIdDomain,
      };
      // No claim function: the rows were claimed above, so there is always an outcome.
      return (await deliverOne(context, row, () => now))!;
    });
  } finally {
    await sender.close();
  }
}

async function postpone(
  deps: TCommunicationDeps,
  journey: TRuntimeJourney,
  entryIds: readonly number[],
  at: Date,
): Promise<void> {
  await withTenant(deps.db, { clientId: journey.clientId }, (trx) =>
    trx
      .updateTable('journey_entries')
      .set({ wake_at: at, updated_at: new Date() })
      .where('client_id', '=', journey.clientId)
      .where('journey_id', '=', journey.journeyId)
      .where('id', 'in', [...entryIds])
      .execute(),
  );
}
