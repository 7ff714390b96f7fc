import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { EXPERIMENT_LIMITS } from '@resonate/contracts/campaigns/experiment';

/**
 * The deterministic split of an A/B test. A contact's bucket is a pure function of the
 * communication and the contact (their passport id): the first 32 bits of
 * md5("<communication id>:<passport id>") modulo the bucket count. One bucket decides both
 * whether the contact is in the test share and which variant they get, so a resend, a resumed
 * run or a crash never moves anyone. bucketOf and bucketSql compute the same number (a test
 * holds them to it), so the engine splits in SQL and tests check the spread without a database.
 */
export function bucketOf(communicationId: number, passportId: string): number {
  const digest = createHash('md5').update(`${communicationId}:${passportId}`).digest();
  return digest.readUInt32BE(0) % EXPERIMENT_LIMITS.buckets;
}

/** bucketOf in SQL, for a passport id column or expression. */
export function bucketSql(communicationId: number, passport: RawBuilder<unknown>) {
  return sql<number>`(('x' || substr(md5(${String(communicationId)} || ':' || ${passport}::text),
    1, 8))::bit(32)::bigint % ${EXPERIMENT_LIMITS.buckets})`;
}

/** The buckets below this take part in the test. */
export function testCut(testSharePercent: number): number {
  return (testSharePercent * EXPERIMENT_LIMITS.buckets) / 100;
}

/** A bucket's place: in the test with a variant, or one of the rest (null). */
export function variantOfBucket(
  bucket: number,
  testSharePercent: number,
  variantCount: number,
): number | null {
  const cut = testCut(testSharePercent);
  if (bucket >= cut) return null;
  return Math.floor((bucket * variantCount) / cut);
}

/** variantOfBucket in SQL: the variant of a test bucket, null for the rest. */
export function variantOfBucketSql(
  bucket: RawBuilder<number>,
  testSharePercent: number,
  variantCount: number,
) {
  const cut = testCut(testSharePercent);
  return sql<number | null>`case when ${bucket} < ${cut}
    then floor(${bucket}::numeric * ${variantCount} / ${cut})::smallint end`;
}
