import { sql } from 'kysely';
import { ZScheduleSchema, ZSendWindowSchema } from '@resonate/contracts/campaigns/communications';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import type { TSendTimeEstimate } from '@resonate/contracts/campaigns/send-time-estimate';
import { withTenant } from '#/db/tenant.ts';
import type { TContactSelection, TTrx } from '#/modules/audience/index.ts';
import { quietHoursRuleOf } from '#/modules/communication-settings/index.ts';
import { audienceSelection } from '../audience/audience-sql.ts';
import { composeSettings } from '../compose/client-compose-settings.ts';
import {
  audienceOf,
  loadCommunication,
  type TCommunicationRow,
} from '../compose/communication-view.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TDepartmentScope } from '../department-scope.ts';
import { contactTimeZone, quietUntil } from '../engine/quiet-hours.ts';
import { usesBestTime } from '../engine/send-time-optimisation.ts';
import { bestTimeSpread } from './best-time-spread.ts';
import { runStartOf } from './send-time-start.ts';

/** Who the communication reaches, as SQL; null when no one (no list, a QR code). */
async function selectionOf(
  trx: TTrx,
  clientId: number,
  row: TCommunicationRow,
): Promise<TContactSelection | null> {
  const audience = audienceOf(row);
  if (row.channel_id === CHANNEL_IDS_BY_NAME.qrCode || audience.listIds.length === 0) return null;
  return audienceSelection(trx, clientId, row.channel_id, audience);
}

/** The audience's contacts counted by the time zone the engine reads for each. */
async function audienceByZone(
  trx: TTrx,
  clientId: number,
  selection: TContactSelection | null,
  fallbackZone: string,
): Promise<Map<string, number>> {
  const byZone = new Map<string, number>();
  if (!selection) return byZone;
  // Grouped by the raw attributes: a list has few distinct zones, however many contacts.
  const result = await sql<{ time_zone: string | null; timezone: string | null; n: number }>`
    select c.attributes->>'time_zone' as time_zone, c.attributes->>'timezone' as timezone,
      count(*)::int as n
    from contacts c ${selection.joins}
    where c.client_id = ${clientId} and ${selection.where}
    group by 1, 2`.execute(trx);
  for (const zones of result.rows) {
    const zone = contactTimeZone(
      { time_zone: zones.time_zone, timezone: zones.timezone },
      fallbackZone,
    );
    byZone.set(zone, (byZone.get(zone) ?? 0) + zones.n);
  }
  return byZone;
}

/**
 * POST Communication/GetSendTimeEstimate: when the saved communication starts, how many of its
 * contacts the channel's quiet hours hold back at that moment (they get it when the quiet hours
 * end on their clock), and for a best-time send the spread over the day. Read only.
 */
export async function estimateSendTimes(
  deps: Pick<TCommunicationDeps, 'db'>,
  auth: TDepartmentScope,
  communicationId: number,
  now = new Date(),
): Promise<TSendTimeEstimate> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadCommunication(trx, auth, communicationId);
    const { timeZone } = await composeSettings(trx, auth.clientId);
    const startsAt = runStartOf(row, timeZone, now);
    const selection = await selectionOf(trx, auth.clientId, row);
    const byZone = await audienceByZone(trx, auth.clientId, selection, timeZone);
    const rule = await quietHoursRuleOf(trx, auth.clientId, row.channel_id);
    let audience = 0;
    let held = 0;
    for (const [zone, n] of byZone) {
      audience += n;
      if (rule && quietUntil(rule, zone, startsAt)) held += n;
    }
    const schedule = ZScheduleSchema.safeParse(row.schedule);
    const window = ZSendWindowSchema.safeParse(row.send_window);
    const bestTime =
      selection && schedule.success && usesBestTime(schedule.data)
        ? await bestTimeSpread(trx, {
            clientId: auth.clientId,
            selection,
            audience,
            timeZone,
            sendWindow: window.success ? window.data : null,
            rule,
            startsAt,
          })
        : null;
    return {
      startsAt: startsAt.toISOString(),
      timeZone,
      audience,
      quietHours: rule ? { start: rule.start, end: rule.end, held } : null,
      bestTime,
    };
  });
}
