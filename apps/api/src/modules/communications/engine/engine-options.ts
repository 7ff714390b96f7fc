import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { senderFor, TMessageSender } from '../channels/sender-for.ts';
import type { TCommunicationDeps } from '../deps.ts';

/** Knobs for tests and the benchmark; production uses the defaults. */
export type TEngineOptions = {
  now?: () => Date;
  /** The channel's sender (default: senderFor from the client's settings). */
  openSender?: (
    deps: TCommunicationDeps,
    clientId: number,
    communication: Parameters<typeof senderFor>[2],
  ) => Promise<TMessageSender>;
  /** Messages claimed per batch. */
  batchSize?: number;
  /** Messages in flight at once (email: the pooled transport's connections). */
  concurrency?: number;
  /** Longest in-process wait (throttle, retry); a longer one requeues the run for later. */
  maxSleepMs?: number;
  /**
   * Aborted when the worker is asked to stop (SIGTERM): the run stops claiming, lets the
   * messages in flight be marked and returns 'handedBack', leaving the rest queued for the
   * next worker, so nothing is left in doubt.
   */
  signal?: AbortSignal;
};

export type TRunResult =
  | 'busy'
  | 'stale'
  | 'finished'
  | 'paused'
  | 'cancelled'
  | 'waiting'
  | 'blocked'
  | 'failed'
  | 'handedBack';

export const BATCH_SIZE = 500;
/**
 * Messages in flight at once, and so the most a crash can leave in doubt (issue 22, item 5). A
 * lane waits for its claim's group commit (an fsync) before each handoff; four lanes per SMTP
 * pool connection keep the connections busy meanwhile. Measured: 16 lanes left the gate the
 * bottleneck (about 4 claims per commit); 32 carry about 6 and send a third more a second.
 */
export const CONCURRENCY = 32;
export const MAX_SLEEP_MS = 60_000;
/** Statuses a new run may start from. */
export const STARTABLE: readonly number[] = [
  STATUS.sending,
  STATUS.scheduled,
  STATUS.approved,
  STATUS.recurring,
];
/** Statuses of a run under way. */
export const IN_RUN: readonly number[] = [STATUS.sending, STATUS.waiting_window, STATUS.throttled];
