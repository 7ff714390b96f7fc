import { sql } from 'kysely';
import type { TJourneyEntryRow } from '@resonate/contracts/campaigns/journeys';
import { withTenant } from '#/db/tenant.ts';
import { maskEmail } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { loadJourney, type TJourneyScope } from './journey-repository.ts';

type TRow = {
  id: number;
  contact_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  state: TJourneyEntryRow['state'];
  entered_at: Date;
  wake_at: Date | null;
};

/** "Jane D.": a contact recognisable on the canvas without showing the whole name. */
function maskName(first: string, last: string): string {
  const initial = last.trim().slice(0, 1);
  return [first.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** POST Communication/GetJourneyEntries: the contacts at a step now, longest there first. */
export async function getJourneyEntries(
  deps: TCommunicationDeps,
  scope: TJourneyScope,
  body: { journeyId: number; nodeId: string; pageNo: number; pageSize: number },
): Promise<{ entries: TJourneyEntryRow[]; total: number }> {
  const { clientId } = scope;
  return withTenant(deps.db, { clientId }, async (trx) => {
    await loadJourney(trx, scope, body.journeyId);
    const where = sql`e.client_id = ${clientId} and e.journey_id = ${body.journeyId}
      and e.node_id = ${body.nodeId} and e.state in ('active', 'waiting')`;
    const count = await sql<{ n: number }>`select count(*)::int as n from journey_entries e
      where ${where}`.execute(trx);
    const rows = await sql<TRow>`
      select e.id, e.contact_id, c.first_name, c.last_name, c.email, e.state, e.entered_at, e.wake_at
      from journey_entries e
      left join contacts c on c.client_id = e.client_id and c.id = e.contact_id
      where ${where}
      order by e.updated_at, e.id
      limit ${body.pageSize} offset ${(body.pageNo - 1) * body.pageSize}`.execute(trx);
    return {
      total: count.rows[0]?.n ?? 0,
      entries: rows.rows.map((r) => ({
        entryId: Number(r.id),
        contactId: Number(r.contact_id),
        name: maskName(r.first_name ?? '', r.last_name ?? ''),
        email: r.email ? maskEmail(r.email) : '',
        state: r.state,
        enteredAt: r.entered_at.toISOString(),
        wakeAt: r.state === 'waiting' ? (r.wake_at?.toISOString() ?? null) : null,
      })),
    };
  });
}
