import { sql, type Kysely } from 'kysely';
import {
  A360_LIMITS,
  A360_MSG,
  type TTimelineItem,
} from '@resonate/contracts/analytics/audience-360';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { decodeCursor, encodeCursor } from './timeline-cursor.ts';
import { findContactByPassport, isKnownVisitor } from './person-repository.ts';

type TTimelineRow = {
  id: string;
  type: TTimelineItem['type'];
  channel_id: number | null;
  communication_id: string | null;
  communication_name: string | null;
  occurred_at: string;
  revenue: string | null;
  lead_source: string | null;
  properties: Record<string, unknown> | null;
};

function toItem(row: TTimelineRow): TTimelineItem {
  return {
    eventId: Number(row.id),
    type: row.type,
    channelId: row.channel_id,
    communicationId: row.communication_id === null ? null : Number(row.communication_id),
    communicationName: row.communication_name,
    // The cursor keeps microseconds; the browser needs milliseconds only.
    occurredAt: new Date(row.occurred_at).toISOString(),
    revenue: row.revenue === null ? null : Number(row.revenue),
    leadSource: row.lead_source,
    properties: row.properties,
  };
}

/**
 * POST UserAnalytics360/TimeLine: one page of the person's events, newest first. The page is a
 * range of contact_events_timeline_idx (client, passport, occurred_at desc, id desc) from the
 * cursor's position, so every page costs the same however deep; one row more than the page
 * says whether there is a next one. Communication names come by primary key per row.
 */
export async function getTimeline(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { passportId: string; cursor?: string; pageSize?: number },
): Promise<{ items: TTimelineItem[]; nextCursor: string | null }> {
  const { clientId } = auth;
  const passportId = body.passportId.toLowerCase();
  const pageSize = body.pageSize ?? A360_LIMITS.timelinePageDefault;
  const after = body.cursor ? decodeCursor(body.cursor) : undefined;
  return withTenant(deps.db, { clientId }, async (trx) => {
    if (!after) {
      // A person unknown to the client (another client's passport id) is a 404, not an empty page.
      const known =
        (await findContactByPassport(trx, clientId, passportId)) ??
        (await isKnownVisitor(trx, clientId, passportId));
      if (!known) throw new AppError('NOT_FOUND', A360_MSG.notFound);
    }
    const position = after
      ? sql`and (e.occurred_at, e.id) < (${after.occurredAt}::timestamptz, ${after.id}::bigint)`
      : sql``;
    const { rows } = await sql<TTimelineRow>`
      select e.id, e.type, e.channel_id, e.communication_id, m.name as communication_name,
        to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at,
        e.revenue, e.lead_source, e.properties
      from contact_events e
      left join communications m on m.client_id = e.client_id and m.id = e.communication_id
      where e.client_id = ${clientId} and e.passport_id = ${passportId} ${position}
      order by e.occurred_at desc, e.id desc
      limit ${pageSize + 1}`.execute(trx);
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    const nextCursor =
      rows.length > pageSize && last
        ? encodeCursor({ occurredAt: last.occurred_at, id: Number(last.id) })
        : null;
    return { items: page.map(toItem), nextCursor };
  });
}
