import { sql } from 'kysely';

/**
 * The select list that sums event_rollups rows into a campaign's figures (TFiguresRow). Money
 * is rounded once, in PostgreSQL, from the exact sums; ROI comes from the unrounded sums.
 */
export const ROLLUP_FIGURES = sql`
  sum(sent)::bigint as sent,
  sum(delivered)::bigint as delivered,
  sum(opened)::bigint as opened,
  sum(clicked)::bigint as clicked,
  sum(converted)::bigint as converted,
  round(sum(revenue), 2) as revenue,
  round(sum(cost), 2) as cost,
  round((sum(revenue) - sum(cost)) / nullif(sum(cost), 0), 4) as roi`;
