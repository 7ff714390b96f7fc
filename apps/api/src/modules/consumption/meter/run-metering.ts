import { sql } from 'kysely';
import type { TThresholdDeps } from '../thresholds/raise-thresholds.ts';
import { raiseThresholds } from '../thresholds/raise-thresholds.ts';
import { foldMessages } from './fold-messages.ts';
import { snapshotUsage } from './snapshot-usage.ts';

/** One minute's pass: fold new messages, then check the limits of the clients that sent. */
export async function runMessageFold(deps: TThresholdDeps, now = new Date()): Promise<number[]> {
  const clientIds = await foldMessages(deps.db, now);
  await checkThresholds(deps, clientIds, now);
  return clientIds;
}

/** The daily pass: today's levels (contacts, storage, database share), then every limit. */
export async function runUsageSnapshot(deps: TThresholdDeps, now = new Date()): Promise<void> {
  await snapshotUsage({ db: deps.db, dataDir: deps.config.dataDir }, now);
  await runThresholdCheck(deps, now);
}

/**
 * The hourly pass: every client's limits, since API calls and bandwidth grow with requests (the
 * request meter), not only with sends.
 */
export async function runThresholdCheck(deps: TThresholdDeps, now = new Date()): Promise<void> {
  const clients = await sql<{ id: string }>`select id from usage_metered_clients() as id`.execute(
    deps.db,
  );
  await checkThresholds(
    deps,
    clients.rows.map((row) => Number(row.id)),
    now,
  );
}

async function checkThresholds(deps: TThresholdDeps, clientIds: number[], now: Date) {
  for (const clientId of clientIds) {
    try {
      await raiseThresholds(deps, clientId, now);
    } catch (error) {
      deps.log.warn({ err: error, clientId }, 'consumption thresholds not checked');
    }
  }
}
