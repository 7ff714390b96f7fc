import { sql, type RawBuilder } from 'kysely';
import {
  FREQUENCY_BANDS,
  PROPENSITY_RECENCY_DAYS,
  type TFrequencyBand,
  type TPropensityData,
  type TPropensitySegment,
} from '@resonate/contracts/dashboard/dashboard';
import { num, type TDashboardQuery, type TDashboardScope } from '../dashboard-scope.ts';
import { audienceSize } from './audience-size.ts';

type TEngagedSegment = Exclude<TPropensitySegment, 'never'>;
const ENGAGED_SEGMENTS: TEngagedSegment[] = ['engaged', 'at_risk', 'dormant'];

/** People per (segment, frequency band); both query families produce these rows. */
export type TPropensityRow = { segment: string; frequency: string; contacts: unknown };

/** Today's UTC date: the day every recency is measured to. */
export function todayOf(scope: TDashboardScope): string {
  return (scope.now ?? new Date()).toISOString().slice(0, 10);
}

/** The SQL of propensitySegmentOf over whole UTC days since `lastDay` (a date expression). */
export function segmentCase(today: string, lastDay: RawBuilder<unknown>) {
  return sql`case
    when ${today}::date - ${lastDay} <= ${PROPENSITY_RECENCY_DAYS.engaged} then 'engaged'
    when ${today}::date - ${lastDay} <= ${PROPENSITY_RECENCY_DAYS.atRisk} then 'at_risk'
    else 'dormant' end`;
}

/**
 * The full matrix (every segment and band, zeros included) and the segments with 'never', which
 * is the people without any engagement. Never below zero: passports of push devices that belong
 * to no contact can engage without being counted among the people.
 */
export function toPropensity(rows: TPropensityRow[], people: number): TPropensityData {
  const count = (segment: string, frequency: string) =>
    rows
      .filter((row) => row.segment === segment && row.frequency === frequency)
      .reduce((sum, row) => sum + num(row.contacts), 0);
  const matrix = ENGAGED_SEGMENTS.flatMap((segment) =>
    FREQUENCY_BANDS.map((frequency: TFrequencyBand) => ({
      segment,
      frequency,
      contacts: count(segment, frequency),
    })),
  );
  const bySegment = (segment: TEngagedSegment) =>
    matrix.filter((cell) => cell.segment === segment).reduce((sum, c) => sum + c.contacts, 0);
  const segments: TPropensityData['segments'] = ENGAGED_SEGMENTS.map((segment) => ({
    segment,
    contacts: bySegment(segment),
  }));
  const engaged = segments.reduce((sum, s) => sum + s.contacts, 0);
  const never = Math.max(0, people - engaged);
  segments.push({ segment: 'never', contacts: never });
  return { segments, matrix, totalContacts: engaged + never };
}

/**
 * Audience behaviour, client-wide whatever the department (the audience belongs to the client)
 * and whatever the range: it is where people stand today. engagement_rollups holds a few rows
 * per day of last engagement, so this sums hundreds of rows at any audience size.
 */
export const propensity: TDashboardQuery<TPropensityData> = async (db, scope) => {
  const { rows } = await sql<TPropensityRow>`
    select ${segmentCase(todayOf(scope), sql`last_day`)} as segment,
      frequency_band as frequency, sum(contacts)::bigint as contacts
    from engagement_rollups
    where client_id = ${scope.clientId}
    group by 1, 2`.execute(db);
  return toPropensity(rows, await audienceSize(db, scope.clientId));
};
