import { sql } from 'kysely';
import { withTenant } from '#/db/tenant.ts';
import type { TRunDeps } from './run-deps.ts';

export type TCounters = {
  rowsRead: number;
  rowsAccepted: number;
  rowsRejected: number;
  bytesRead: number;
};

/** How often the counters reach the database (and a cancel request reaches the run). */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * Writes the run's counters every 250 ms on its own connection (the run's transaction is not
 * visible until it commits) and reads back cancel_requested, calling `onCancel` once when a
 * user asked to stop. Each write also tells the recovery sweep the run is alive.
 */
export class ImportProgress {
  readonly counters: TCounters = { rowsRead: 0, rowsAccepted: 0, rowsRejected: 0, bytesRead: 0 };
  cancelled = false;
  private readonly deps: TRunDeps;
  private readonly scope: { clientId: number; importId: number };
  private readonly onCancel: () => void;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

  constructor(deps: TRunDeps, scope: { clientId: number; importId: number }, onCancel: () => void) {
    this.deps = deps;
    this.scope = scope;
    this.onCancel = onCancel;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.writing ??= this.write().finally(() => (this.writing = undefined));
    }, PROGRESS_INTERVAL_MS);
  }

  /** Stops the timer after the write in flight, so the run's own final write comes last. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.writing;
  }

  private async write(): Promise<void> {
    const { clientId, importId } = this.scope;
    const c = this.counters;
    try {
      const row = await withTenant(this.deps.db, { clientId }, (trx) =>
        trx
          .updateTable('contact_imports')
          .set({
            rows_read: c.rowsRead,
            rows_accepted: c.rowsAccepted,
            rows_rejected: c.rowsRejected,
            bytes_read: c.bytesRead,
            updated_at: sql`now()`,
          })
          .where('client_id', '=', clientId)
          .where('id', '=', importId)
          .where('status', '=', 'running')
          .returning('cancel_requested')
          .executeTakeFirst(),
      );
      if (row?.cancel_requested && !this.cancelled) {
        this.cancelled = true;
        this.onCancel();
      }
    } catch (error) {
      this.deps.log.warn({ err: error, importId }, 'import progress not written');
    }
  }
}
