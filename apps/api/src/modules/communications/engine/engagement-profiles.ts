import { sql, type RawBuilder } from 'kysely';
import {
  STO_LOOKBACK_DAYS,
  STO_MIN_ENGAGEMENTS,
} from '@resonate/contracts/campaigns/send-time-optimisation';
import type { TTrx } from '#/modules/audience/index.ts';
import { emptyProfile, profileTotal, type TWeekProfile } from './best-send-hour.ts';
import { contactTimeZone } from './quiet-hours.ts';

/**
 * Opens and clicks by hour of the week, on each person's clock (issue 27, item 2), for a set
 * of people given as SQL: `select key, passport_id, attributes` (a run's messages, or an
 * audience's contacts). Zones are resolved once per distinct attribute value in TypeScript
 * (a name PostgreSQL does not know would fail the statement) and passed back as a table.
 * Events are read within the lookback only, so monthly partitions outside it are skipped.
 */

export type TPeople = RawBuilder<{ key: number; passport_id: string; attributes: unknown }>;

/** A person's clock and profile; `own` false: too little history, the audience's applies. */
export type TPersonProfile = { zone: string; profile: TWeekProfile; own: boolean };

type TZoneTable = { tz1: (string | null)[]; tz2: (string | null)[]; zone: string[] };

/** Every distinct pair of time-zone attributes among the people, resolved to a zone. */
async function zoneTable(trx: TTrx, people: TPeople, fallback: string): Promise<TZoneTable> {
  const rows = await sql<{ tz1: string | null; tz2: string | null }>`
    select distinct p.attributes->>'time_zone' as tz1, p.attributes->>'timezone' as tz2
    from (${people}) p`.execute(trx);
  return {
    tz1: rows.rows.map((r) => r.tz1),
    tz2: rows.rows.map((r) => r.tz2),
    zone: rows.rows.map((r) => contactTimeZone({ time_zone: r.tz1, timezone: r.tz2 }, fallback)),
  };
}

/** One row per person and local hour of the week engaged (null hour: never engaged). */
function engagedSql(clientId: number, people: TPeople, zones: TZoneTable, until: Date) {
  const since = new Date(until.getTime() - STO_LOOKBACK_DAYS * 24 * 60 * 60_000);
  return sql<{ key: number; zone: string; how: number | null; n: number }>`
    with z as (
      select * from unnest(${zones.tz1}::text[], ${zones.tz2}::text[], ${zones.zone}::text[])
        as z(tz1, tz2, zone)
    ), p as (
      select p.key, p.passport_id, z.zone from (${people}) p
      join z on z.tz1 is not distinct from p.attributes->>'time_zone'
        and z.tz2 is not distinct from p.attributes->>'timezone'
    )
    select p.key, p.zone,
      (extract(dow from e.occurred_at at time zone p.zone)::int * 24
        + extract(hour from e.occurred_at at time zone p.zone)::int) as how,
      count(e.passport_id)::int as n
    from p left join contact_events e on e.client_id = ${clientId}
      and e.passport_id = p.passport_id and e.type in ('opened', 'clicked')
      and e.occurred_at >= ${since} and e.occurred_at < ${until}
    group by 1, 2, 3`;
}

/** Each person's zone and profile, keyed by `key`. */
export async function personProfiles(
  trx: TTrx,
  clientId: number,
  people: TPeople,
  fallbackZone: string,
  until: Date,
): Promise<Map<number, TPersonProfile>> {
  const zones = await zoneTable(trx, people, fallbackZone);
  const rows = await engagedSql(clientId, people, zones, until).execute(trx);
  const byKey = new Map<number, TPersonProfile>();
  for (const row of rows.rows) {
    const key = Number(row.key);
    let person = byKey.get(key);
    if (!person) {
      person = { zone: row.zone, profile: emptyProfile(), own: false };
      byKey.set(key, person);
    }
    if (row.how !== null) person.profile[row.how] = (person.profile[row.how] ?? 0) + row.n;
  }
  for (const person of byKey.values()) {
    person.own = profileTotal(person.profile) >= STO_MIN_ENGAGEMENTS;
  }
  return byKey;
}

/** The audience's profile: everyone's engagements on their own clocks, added up in SQL. */
export async function audienceProfile(
  trx: TTrx,
  clientId: number,
  people: TPeople,
  fallbackZone: string,
  until: Date,
): Promise<TWeekProfile> {
  const zones = await zoneTable(trx, people, fallbackZone);
  const engaged = engagedSql(clientId, people, zones, until);
  const rows = await sql<{ how: number; n: number }>`
    select x.how, sum(x.n)::int as n from (${engaged}) x where x.how is not null
    group by x.how`.execute(trx);
  const total = emptyProfile();
  for (const row of rows.rows) total[row.how] = row.n;
  return total;
}
