import { sql } from 'kysely';
import {
  ZExperimentVariantSchema,
  type TExperiment,
  type TExperimentMetric,
  type TExperimentState,
  type TExperimentVariant,
} from '@resonate/contracts/campaigns/experiment';
import type { TTrx } from '#/modules/audience/index.ts';

/** A communication's stored test: its settings and where the engine has taken it. */
export type TStoredExperiment = TExperiment & {
  communicationId: number;
  state: TExperimentState;
  /** When the test started: each variant's send delay counts from here. */
  testStartedAt: Date | null;
  testEndsAt: Date | null;
  winner: number | null;
  confidence: number | null;
  decisionReason: string | null;
  decidedAt: Date | null;
};

type TRow = {
  communication_id: number;
  variants: unknown;
  test_share_percent: number;
  metric: TExperimentMetric;
  duration_hours: number;
  default_variant: number;
  state: TExperimentState;
  test_started_at: Date | null;
  test_ends_at: Date | null;
  winner: number | null;
  confidence: number | null;
  decision_reason: string | null;
  decided_at: Date | null;
};

/** The test of a communication, or undefined; `lock` holds its row until the transaction ends. */
export async function loadExperiment(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  lock = false,
): Promise<TStoredExperiment | undefined> {
  const result = await sql<TRow>`
    select communication_id, variants, test_share_percent, metric, duration_hours,
      default_variant, state, test_started_at, test_ends_at, winner, confidence, decision_reason, decided_at
    from communication_experiments
    where client_id = ${clientId} and communication_id = ${communicationId}
    ${lock ? sql`for update` : sql``}`.execute(trx);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    communicationId: Number(row.communication_id),
    // Stored as the contracts' schema wrote it; parsed again so a row never widens the type.
    variants: ZExperimentVariantSchema.array().parse(row.variants) as TExperimentVariant[],
    testSharePercent: row.test_share_percent,
    metric: row.metric,
    durationHours: row.duration_hours,
    defaultVariant: row.default_variant,
    state: row.state,
    testStartedAt: row.test_started_at,
    testEndsAt: row.test_ends_at,
    winner: row.winner,
    confidence: row.confidence,
    decisionReason: row.decision_reason,
    decidedAt: row.decided_at,
  };
}

/** Sets a draft's test (state back to draft: nothing of it has run). */
export async function upsertExperiment(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  experiment: TExperiment,
): Promise<void> {
  const variants = JSON.stringify(experiment.variants);
  await sql`
    insert into communication_experiments (client_id, communication_id, variants,
      test_share_percent, metric, duration_hours, default_variant)
    values (${clientId}, ${communicationId}, ${variants}::jsonb, ${experiment.testSharePercent},
      ${experiment.metric}, ${experiment.durationHours}, ${experiment.defaultVariant})
    on conflict (client_id, communication_id) do update set variants = excluded.variants,
      test_share_percent = excluded.test_share_percent, metric = excluded.metric,
      duration_hours = excluded.duration_hours, default_variant = excluded.default_variant,
      state = 'draft', test_started_at = null, test_ends_at = null, winner = null, confidence = null,
      decision_reason = null, decided_at = null, updated_at = now()`.execute(trx);
}

export async function deleteExperiment(
  trx: TTrx,
  clientId: number,
  communicationId: number,
): Promise<void> {
  await sql`delete from communication_experiments
    where client_id = ${clientId} and communication_id = ${communicationId}`.execute(trx);
}

/** Moves the test on; only the given columns change. */
export async function updateExperimentState(
  trx: TTrx,
  clientId: number,
  communicationId: number,
  change: {
    state: TExperimentState;
    testStartedAt?: Date;
    testEndsAt?: Date;
    winner?: number;
    confidence?: number | null;
    decisionReason?: string;
    decidedAt?: Date;
  },
): Promise<void> {
  await sql`update communication_experiments set state = ${change.state},
      test_started_at = coalesce(${change.testStartedAt ?? null}::timestamptz, test_started_at),
      test_ends_at = coalesce(${change.testEndsAt ?? null}::timestamptz, test_ends_at),
      winner = coalesce(${change.winner ?? null}::smallint, winner),
      confidence = ${change.confidence === undefined ? sql`confidence` : sql`${change.confidence}::double precision`},
      decision_reason = coalesce(${change.decisionReason ?? null}::text, decision_reason),
      decided_at = coalesce(${change.decidedAt ?? null}::timestamptz, decided_at),
      updated_at = now()
    where client_id = ${clientId} and communication_id = ${communicationId}`.execute(trx);
}
