import { sql } from 'kysely';
import type { TJourneyNode } from '@resonate/contracts/campaigns/journeys';
import { isFreeFormWhatsApp } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { withTenant } from '#/db/tenant.ts';
import { pendingOptInSql } from '#/modules/audience/index.ts';
import { licenceSendStop } from '#/modules/licence/index.ts';
import { quietHoursRuleOf } from '#/modules/communication-settings/index.ts';
import { sendAllowance } from '#/modules/consumption/index.ts';
import { addressSql, suppressedSql, unsubscribedSql } from '../../audience/audience-sql.ts';
import { senderFor } from '../../channels/sender-for.ts';
import type { TCommunicationDeps } from '../../deps.ts';
import { deliverOne, type TDeliverContext } from '../../engine/deliver.ts';
import { CONCURRENCY } from '../../engine/engine-options.ts';
import type { TClaimedMessage, TCreatedRange, TOutcome } from '../../engine/message-batch.ts';
import { providerBlockedUntil, providerKeyOf } from '../../engine/provider-limit.ts';
import { holdQuietMessages } from '../../engine/quiet-hours.ts';
import { SendGate } from '../../engine/send-gate.ts';
import { inSendWindow, nextWindowOpening } from '../../engine/send-window.ts';
import { sharedAllowance } from '../../engine/shared-allowance.ts';
import { compileContent, TemplateError } from '../../render/render-content.ts';
import { trackingSigner } from '../../tracking/tracking-token.ts';
import type { TTrx } from '../journey-repository.ts';
import type { TRuntimeJourney } from './runtime-journey.ts';
import { loadStepRules, type TStepRules } from './step-rules.ts';

/**
 * How long entries wait when their step cannot send now (channel settings gone, usage limit, a
 * lapsed licence or one without the step's channel).
 */
const BLOCKED_RETRY_MS = 15 * 60_000;

type TSendNode = Extract<TJourneyNode, { type: 'send' }>;
type TDueMessage = TClaimedMessage & { run_no: number; created_at: Date };

/**
 * The message of a send step for each entry, through the campaign engine's rules (issue 22,
 * item 7): the messages row is recorded first (keyed by the step's hidden communication,
 * run_no = the entry's id and the person); nothing goes outside the step's send window or
 * while the provider asked to wait; the step's throttle, the client's SMTP throttle and the
 * usage limit bound how many go now; each message is claimed right before its handoff (with
 * the consent, suppression and frequency-cap checks of that moment) and marked right after,
 * with its cost, by the engine's send gate. A row found 'sending' was left by a worker that
 * died mid-call: it is sent once more with the same delivery id, counted as in doubt. Entries
 * whose message waits (the window, a limit, a retry) get a later wake_at; the others stay due
 * and move on in the next batch.
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
  const { rules, licenceStop, quiet } = await withTenant(deps.db, { clientId }, async (trx) => {
    await recordMessages(trx, journey, node, communicationId, entryIds);
    return {
      rules: await loadStepRules(trx, clientId, communicationId),
      licenceStop: await licenceSendStop(trx, clientId, channelId, now),
      quiet: await quietHoursRuleOf(trx, clientId, channelId),
    };
  });
  const wake = (at: Date) => wakeWaiting(deps, journey, nodeId, communicationId, entryIds, now, at);

  // Nothing goes out under a lapsed licence: the messages stay queued and go after a renewal.
  if (licenceStop) return wake(new Date(now.getTime() + BLOCKED_RETRY_MS));

  if (!inSendWindow(rules.sendWindow, rules.timeZone, now)) {
    return wake(nextWindowOpening(rules.sendWindow!, rules.timeZone, now));
  }
  const paused = await withTenant(deps.db, { clientId }, (trx) =>
    providerBlockedUntil(trx, clientId, providerKeyOf(channelId)),
  );
  if (paused) return wake(paused);

  const ready = await dueMessages(deps, clientId, communicationId, entryIds, now);
  // Quiet hours (issue 27, item 4): a contact inside them waits for their end (wakeWaiting).
  const scope = { clientId, created: createdSpan(ready) };
  const due = await holdQuietMessages(deps, scope, quiet, rules.timeZone, ready, now);
  let later = new Date(now.getTime() + 1_000);
  if (due.length > 0) {
    const shared = await sharedAllowance(
      deps,
      { clientId, channelId, communicationId, throttlePerMinute: rules.throttlePerMinute },
      now,
    );
    const usage = await withTenant(deps.db, { clientId }, (trx) =>
      sendAllowance(trx, clientId, channelId, Math.min(due.length, shared.allowed), now),
    );
    const allowed = usage.blocked ? 0 : Math.min(due.length, shared.allowed, usage.allowed);
    if (allowed < due.length) {
      // The rest wait: for the throttle's next slot, or (usage limit) a while.
      later =
        allowed < shared.allowed || usage.blocked
          ? new Date(now.getTime() + BLOCKED_RETRY_MS)
          : shared.retryAt;
    }
    if (allowed > 0) {
      try {
        await deliverAll(deps, journey, node, communicationId, rules, due.slice(0, allowed), now);
      } catch (error) {
        if ((error as { code?: string }).code !== 'CONFLICT') throw error;
        // No sender (settings removed since the start): the rows stay queued and wait.
        deps.log.warn({ err: error, journeyId: journey.journeyId, nodeId }, 'journey send blocked');
        later = new Date(now.getTime() + BLOCKED_RETRY_MS);
      }
    }
  }
  await wake(later);
}

/** Entries whose message still waits wake when it is due, not before `notBefore`. */
async function wakeWaiting(
  deps: TCommunicationDeps,
  journey: TRuntimeJourney,
  nodeId: string,
  communicationId: number,
  entryIds: readonly number[],
  now: Date,
  notBefore: Date,
): Promise<void> {
  const { clientId } = journey;
  await withTenant(deps.db, { clientId }, (trx) =>
    sql`update journey_entries e set wake_at = greatest(coalesce(m.next_attempt_at, ${now}::timestamptz),
        ${notBefore}::timestamptz, m.not_before), updated_at = now()
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
    insert into messages (client_id, communication_id, passport_id, channel_id, address, status, run_no,
      created_at)
    select ${clientId}, ${communicationId}, e.passport_id, ${channelId}, a.address,
      case when a.address is null or ${unsubscribedSql(channelId)}
        or ${pendingOptInSql(channelId)}
        or ${suppressedSql(clientId, channelId, sql<string>`a.address`)}
      then 'suppressed' else 'queued' end,
      e.id, e.entered_at
    from journey_entries e
    left join contacts c on c.client_id = e.client_id and c.id = e.contact_id
    cross join lateral (select ${addressSql(channelId)} as address) a
    where e.client_id = ${clientId} and e.journey_id = ${journey.journeyId}
      and e.id = any(${entryIds}::bigint[])
    on conflict (client_id, communication_id, run_no, passport_id, created_at) do nothing`.execute(
    trx,
  );
  // Left 'sending' by a worker that died mid-call (the journey's lock says none is alive):
  // in doubt, sent once more with the same delivery id, and counted.
  await sql`update messages set status = 'queued', error = 'sent again after a worker stopped',
      in_doubt = in_doubt + 1, updated_at = now()
    where client_id = ${clientId} and communication_id = ${communicationId}
      and run_no = any(${entryIds}::bigint[]) and status = 'sending'`.execute(trx);
}

/** The entries' queued messages whose retry time has come, with the contact fields. */
async function dueMessages(
  deps: TCommunicationDeps,
  clientId: number,
  communicationId: number,
  entryIds: readonly number[],
  now: Date,
): Promise<TDueMessage[]> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const rows = await sql<TDueMessage>`
      select m.id, m.passport_id, m.address, m.attempts, m.run_no, m.created_at,
        coalesce(c.first_name, '') as first_name, coalesce(c.last_name, '') as last_name,
        c.email, c.mobile, coalesce(c.attributes, '{}'::jsonb) as attributes
      from messages m
      left join contacts c on c.client_id = ${clientId} and c.passport_id = m.passport_id
      where m.client_id = ${clientId} and m.communication_id = ${communicationId}
        and m.run_no = any(${entryIds}::bigint[]) and m.status = 'queued'
        and (m.next_attempt_at is null or m.next_attempt_at <= ${now})
        and (m.not_before is null or m.not_before <= ${now})
      order by m.id`.execute(trx);
    return rows.rows;
  });
}

async function deliverAll(
  deps: TCommunicationDeps,
  journey: TRuntimeJourney,
  node: TSendNode,
  communicationId: number,
  rules: TStepRules,
  due: readonly TDueMessage[],
  now: Date,
): Promise<void> {
  const { clientId } = journey;
  const channelId = node.config.channelId;
  const sender = await senderFor(deps, clientId, {
    id: communicationId,
    channel_id: channelId,
    name: `journey ${journey.journeyId}`,
    sender: (node.config.sender ?? {}) as Record<string, unknown>,
    run_no: 0,
  });
  const gate = new SendGate(deps.db, {
    clientId,
    channelId,
    frequencyCap: rules.frequencyCap,
    whatsappWindow: isFreeFormWhatsApp(channelId, node.config.content),
    provider: sender.provider ?? providerKeyOf(channelId),
    now: () => now,
    created: createdSpan(due),
    finish: { clientId, communicationId, runNo: 0, channelId, unitCost: rules.unitCost },
    inlineEvents: true,
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
    await gate.run(due, CONCURRENCY, async (row, claim) => {
      if (!compiled) return templateFailed(row, compileError);
      // run_no is the entry's id: each entry's message has its own delivery id.
      const context: TDeliverContext = {
        clientId,
        communicationId,
        runNo: Number(row.run_no),
        channelId,
        compiled,
        sender,
        signer,
        publicUrl: deps.config.publicUrl,
        messageIdDomain,
      };
      return deliverOne(context, row, () => now, claim);
    });
  } finally {
    try {
      await gate.drain();
    } finally {
      await sender.close();
    }
  }
}

/** The entries' stamps the due messages carry as created_at (the gate's partition bounds). */
function createdSpan(due: readonly TDueMessage[]): TCreatedRange | null {
  if (due.length === 0) return null;
  // A loop, not Math.min(...times): spreading a large batch would overflow the call stack.
  let from = Infinity;
  let to = -Infinity;
  for (const row of due) {
    const time = new Date(row.created_at).getTime();
    from = Math.min(from, time);
    to = Math.max(to, time);
  }
  return { from: new Date(from), to: new Date(to) };
}

function templateFailed(row: TDueMessage, detail: string): TOutcome {
  return {
    messageId: row.id,
    passportId: row.passport_id,
    address: row.address,
    status: 'failed',
    providerMessageId: null,
    error: `template: ${detail}`.slice(0, 500),
    nextAttemptAt: null,
    suppress: false,
  };
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
