import { sql, type RawBuilder } from 'kysely';
import { reachChannel } from '@resonate/contracts/analytics/reach-channels';
import {
  PROPENSITY_RECENCY_DAYS,
  type TPropensitySegment,
} from '@resonate/contracts/dashboard/dashboard';
import type { TContactSearch } from '@resonate/contracts/audience/contact-search';
import { contactWhere } from '#/modules/audience/index.ts';

/**
 * The List tab's filters as SQL over `contacts c` and its engagement `ce`. Comparisons stay on
 * plain columns with bound values (leakproof under RLS), so they can be index conditions; the
 * client is repeated as a constant beside the policy, as the contacts browse does.
 */
export type TReportFilter = {
  clientId: number;
  search?: TContactSearch;
  segment?: TPropensitySegment;
  channelId?: number;
  now: Date;
};

const DAY_MS = 86_400_000;

/** Midnight UTC `days` days before today: the first instant that is at most `days` days ago. */
function dayStart(now: Date, days: number): Date {
  return new Date((Math.floor(now.getTime() / DAY_MS) - days) * DAY_MS);
}

/** The segment as a range of ce.last_engaged_at (undefined: every engaged person). */
export function segmentRange(
  segment: Exclude<TPropensitySegment, 'never'>,
  now: Date,
): { from?: Date; to?: Date } {
  const engaged = dayStart(now, PROPENSITY_RECENCY_DAYS.engaged);
  const atRisk = dayStart(now, PROPENSITY_RECENCY_DAYS.atRisk);
  if (segment === 'engaged') return { from: engaged };
  if (segment === 'at_risk') return { from: atRisk, to: engaged };
  return { to: atRisk };
}

/** A condition on ce for the segment; 'never' has no engagement row at all. */
export function segmentCondition(filter: TReportFilter): RawBuilder<boolean> {
  if (!filter.segment) return sql<boolean>`true`;
  if (filter.segment === 'never') return sql<boolean>`ce.passport_id is null`;
  const { from, to } = segmentRange(filter.segment, filter.now);
  const parts = [sql`ce.last_engaged_at is not null`];
  if (from) parts.push(sql`ce.last_engaged_at >= ${from}`);
  if (to) parts.push(sql`ce.last_engaged_at < ${to}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Reachable on the channel: an address there and no unsubscribe from it. */
export function channelCondition(filter: TReportFilter): RawBuilder<boolean> {
  const channel = filter.channelId === undefined ? undefined : reachChannel(filter.channelId);
  if (!channel) return sql<boolean>`true`;
  const { clientId } = filter;
  const addresses = channel.addresses.map((address) => {
    switch (address) {
      case 'email':
        return sql`c.email is not null`;
      case 'mobile':
        return sql`c.mobile is not null`;
      case 'device_token':
        return sql`(exists (select 1 from contact_identities i where i.client_id = ${clientId}
            and i.contact_id = c.id and i.kind = 'device_token')
          or exists (select 1 from mobile_push_devices d where d.client_id = ${clientId}
            and d.passport_id = c.passport_id and d.disabled_at is null))`;
      case 'web_push':
        return sql`(exists (select 1 from contact_identities i where i.client_id = ${clientId}
            and i.contact_id = c.id and i.kind = 'web_push')
          or exists (select 1 from web_push_subscriptions w where w.client_id = ${clientId}
            and w.passport_id = c.passport_id))`;
      case 'whatsapp':
        return sql`exists (select 1 from contact_identities i where i.client_id = ${clientId}
          and i.contact_id = c.id and i.kind = 'whatsapp')`;
    }
  });
  return sql<boolean>`((${sql.join(addresses, sql` or `)})
    and coalesce(c.consent ->> ${channel.consent}::text, '') <> 'unsubscribed')`;
}

/** Search and channel: the conditions on the contact alone. */
export function contactConditions(filter: TReportFilter): RawBuilder<boolean> {
  return sql<boolean>`${contactWhere({ clientId: filter.clientId, search: filter.search })}
    and ${channelCondition(filter)}`;
}

/** `from contacts c left join contact_engagement ce ... where ...` with every filter. */
export function peopleFrom(filter: TReportFilter): RawBuilder<unknown> {
  return sql`contacts c
    left join contact_engagement ce on ce.client_id = ${filter.clientId}
      and ce.passport_id = c.passport_id
    where ${contactConditions(filter)} and ${segmentCondition(filter)}`;
}
