import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Send-time variants of an A/B test (issue 27, item 1): a variant may carry a send delay (in its
 * JSON, no column). communication_experiments.test_started_at: when the test started, the
 * instant each variant's delay counts from (its messages' not-before, the results' send times,
 * the winning hour for the rest); test_ends_at alone cannot say, as ending a test early moves it.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table communication_experiments add column test_started_at timestamptz`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table communication_experiments drop column if exists test_started_at`.execute(
    db,
  );
}
