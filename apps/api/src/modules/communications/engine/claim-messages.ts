import { sql } from 'kysely';
import type { TFrequencyCap } from '@resonate/contracts/campaigns/communications';
import { WA_TEMPLATE_MSG } from '@resonate/contracts/communication-settings/whatsapp-templates';
import type { TTrx } from '#/modules/audience/index.ts';
import { suppressedSql, unsubscribedSql } from '../audience/audience-sql.ts';
import { frequencyCappedSql } from './frequency-cap-sql.ts';
import {
  createdWithin,
  markUpdateSql,
  type TCreatedRange,
  type TOutcome,
} from './message-batch.ts';
import { outsideWhatsAppWindowSql } from './whatsapp-window.ts';

/** What the claim checks besides the row itself: the channel and the frequency cap. */
export type TClaimRules = {
  clientId: number;
  channelId: number;
  frequencyCap: TFrequencyCap | null;
  /** Free-form WhatsApp text: only to numbers inside the 24-hour window (issue 22, item 9). */
  whatsappWindow?: boolean;
  /**
   * The created_at span of every message the gate sees (a run's stamp, a journey batch's
   * entries): each write then plans only those months' partitions, not all of them.
   */
  created: TCreatedRange | null;
};

/** Why a queued message was not claimed but suppressed at the moment of sending. */
export const CLAIM_REFUSALS = {
  contactGone: 'contact deleted',
  unsubscribed: 'unsubscribed',
  suppressed: 'address suppressed',
  frequencyCap: 'frequency cap',
  outsideWhatsAppWindow: WA_TEMPLATE_MSG.outsideWindowSkipped,
} as const;

/**
 * One statement for the send gate (issue 22, items 5, 6 and 8): marks the outcomes that came
 * back, reads the provider's shared pause and, unless it is paused, claims queued messages
 * right before their handoff. Each claimed message becomes 'sending' (one more attempt) unless,
 * now, its contact is gone, has unsubscribed from the channel, its address is suppressed
 * (bounce, complaint, unsubscribe) or the person reached the frequency cap: such a message
 * becomes 'suppressed' with the reason and is never sent. The checks are the audience query's
 * own SQL, so expansion and claim cannot disagree. Rows no longer queued (or locked by another
 * claim) are left alone. One statement: the gate's round trips are its cost.
 */
export async function markAndClaim(
  trx: TTrx,
  rules: TClaimRules & { provider: string },
  marks: { outcomes: readonly TOutcome[]; sentAt: Date },
  ids: readonly number[],
): Promise<{ claimed: Set<number>; pausedUntil: Date | null }> {
  const { clientId, channelId, frequencyCap } = rules;
  const capped = frequencyCappedSql(clientId, channelId, frequencyCap, sql<string>`m.passport_id`);
  const outsideWindow = rules.whatsappWindow
    ? outsideWhatsAppWindowSql(clientId, sql<string>`m.address`)
    : sql<boolean>`false`;
  const result = await sql<{ paused_until: Date | null; claimed: number[] }>`
    with marked as (
      ${markUpdateSql(clientId, marks.sentAt, marks.outcomes, rules.created)}
      returning m.id
    ), paused as (
      select max(l.blocked_until) as until from provider_limits l
      where l.client_id = ${clientId} and l.provider = ${rules.provider} and l.blocked_until > now()
    ), picked as (
      select m.id, case
          when c.id is null then ${CLAIM_REFUSALS.contactGone}
          when ${unsubscribedSql(channelId)} then ${CLAIM_REFUSALS.unsubscribed}
          when ${suppressedSql(clientId, channelId, sql<string>`m.address`)}
            then ${CLAIM_REFUSALS.suppressed}
          when ${capped} then ${CLAIM_REFUSALS.frequencyCap}
          when ${outsideWindow} then ${CLAIM_REFUSALS.outsideWhatsAppWindow}
        end::text as refusal
      from messages m
      left join contacts c on c.client_id = m.client_id and c.passport_id = m.passport_id
      where m.client_id = ${clientId} and m.id = any(${ids}::bigint[]) and m.status = 'queued'
        ${createdWithin('m', rules.created)}
        and (select until from paused) is null
      for update of m skip locked
    ), claimed as (
      update messages m set
        status = case when p.refusal is null then 'sending' else 'suppressed' end,
        attempts = m.attempts + case when p.refusal is null then 1 else 0 end,
        error = coalesce(p.refusal, m.error), updated_at = now()
      from picked p
      where m.client_id = ${clientId} and m.id = p.id ${createdWithin('m', rules.created)}
      returning m.id, m.status
    )
    select (select until from paused) as paused_until,
      (select count(*) from marked)::int as marked,
      coalesce((select array_agg(id) from claimed where status = 'sending'), '{}')::bigint[] as claimed`.execute(
    trx,
  );
  const row = result.rows[0];
  return {
    claimed: new Set((row?.claimed ?? []).map(Number)),
    pausedUntil: row?.paused_until ?? null,
  };
}
