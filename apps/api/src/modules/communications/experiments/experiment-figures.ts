import { sql } from 'kysely';
import type { TExperimentMetric } from '@resonate/contracts/campaigns/experiment';
import type { TTrx } from '#/modules/audience/index.ts';
import type { TVariantOutcome } from './experiment-stats.ts';
import { bucketSql, testCut } from './experiment-split.ts';

/** What one variant's test messages did so far. */
export type TVariantFigures = {
  sent: number;
  opens: number;
  clicks: number;
  conversions: number;
  revenue: number;
  /** Sum over converting contacts of their squared revenue (revenue's variance). */
  revenueSquares: number;
};

const EMPTY: TVariantFigures = {
  sent: 0,
  opens: 0,
  clicks: 0,
  conversions: 0,
  revenue: 0,
  revenueSquares: 0,
};

/**
 * Each variant's figures over its test messages (the contacts in the test share: bucket below
 * the cut): messages sent or delivered, contacts who opened, clicked, converted, and their
 * revenue (conversions attributed to the communication). Each message counts what happened
 * within `durationHours` of its own send (and before `until`), so a variant sent later (a send
 * delay) is measured over as long a window as one sent at once. One message per contact, so
 * contacts and messages count alike. The winner's send to the rest is not in them.
 */
export async function variantFigures(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  experiment: { testSharePercent: number; durationHours: number; variants: readonly unknown[] },
  until: Date,
): Promise<TVariantFigures[]> {
  const inTest = sql`${bucketSql(communicationId, sql`m.passport_id`)} < ${testCut(experiment.testSharePercent)}`;
  const result = await sql<{
    variant: number;
    sent: number;
    opens: number;
    clicks: number;
    conversions: number;
    revenue: string;
    revenue_squares: string;
  }>`
    with test as (
      select m.variant, m.passport_id, m.status, m.opened_at, m.clicked_at,
        least(${until}::timestamptz,
          m.sent_at + make_interval(hours => ${experiment.durationHours})) as window_end
      from messages m
      where m.client_id = ${clientId} and m.communication_id = ${communicationId}
        and m.variant is not null and ${inTest}
    ), conversions as (
      select e.passport_id, sum(coalesce(e.revenue, 0)) as revenue
      from contact_events e
      join test t on t.passport_id = e.passport_id and e.occurred_at <= t.window_end
      where e.client_id = ${clientId} and e.communication_id = ${communicationId}
        and e.type = 'converted' and e.occurred_at <= ${until}
      group by e.passport_id
    )
    select t.variant,
      count(*) filter (where t.status in ('sent', 'delivered'))::int as sent,
      count(*) filter (where t.opened_at <= t.window_end)::int as opens,
      count(*) filter (where t.clicked_at <= t.window_end)::int as clicks,
      count(c.passport_id)::int as conversions,
      coalesce(sum(c.revenue), 0)::text as revenue,
      coalesce(sum(c.revenue * c.revenue), 0)::text as revenue_squares
    from test t left join conversions c on c.passport_id = t.passport_id
    group by t.variant`.execute(trx);
  const figures = experiment.variants.map(() => ({ ...EMPTY }));
  for (const row of result.rows) {
    const slot = figures[row.variant];
    if (!slot) continue;
    Object.assign(slot, {
      sent: row.sent,
      opens: row.opens,
      clicks: row.clicks,
      conversions: row.conversions,
      revenue: Number(row.revenue),
      revenueSquares: Number(row.revenue_squares),
    });
  }
  return figures;
}

/** A variant's figures as the decision reads them for the metric. */
export function outcomeOf(figures: TVariantFigures, metric: TExperimentMetric): TVariantOutcome {
  const total =
    metric === 'opens'
      ? figures.opens
      : metric === 'clicks'
        ? figures.clicks
        : metric === 'conversions'
          ? figures.conversions
          : figures.revenue;
  return { sent: figures.sent, total, sumSquares: figures.revenueSquares };
}

/** Messages of the winner's send to the rest (not in the test share). */
export async function restSent(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  testSharePercent: number,
): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(*)::int as n from messages m
    where m.client_id = ${clientId} and m.communication_id = ${communicationId}
      and m.variant is not null and m.status in ('sent', 'delivered')
      and ${bucketSql(communicationId, sql`m.passport_id`)} >= ${testCut(testSharePercent)}`.execute(
    trx,
  );
  return result.rows[0]?.n ?? 0;
}
