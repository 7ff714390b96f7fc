/**
 * How a process that works jobs tells its long jobs to stop (issue 24, item 3). SIGTERM is a
 * deploy or a scale-down, not a crash: a job that can stop at a safe point hands its work back
 * to the queue, where another worker resumes it with nothing lost or repeated.
 *
 * - `stopping`: aborted as soon as the process is asked to stop. A send run returns after the
 *   messages in flight are marked; the rest stays queued for the next worker.
 * - `deadline`: aborted when the grace is nearly spent. An import still running then is rolled
 *   back (it is one transaction) and queued again without counting as an attempt.
 */
export type TShutdown = {
  stopping: AbortSignal;
  deadline: AbortSignal;
};

/** What a hand-back needs after the deadline: roll back, requeue, answer pg-boss. */
const HAND_BACK_MARGIN_MS = 3_000;

export type TShutdownControl = TShutdown & {
  /** Starts the stop: `stopping` now, `deadline` a little before the grace ends. Idempotent. */
  begin: () => void;
};

export function createShutdown(graceMs: number): TShutdownControl {
  const stopping = new AbortController();
  const deadline = new AbortController();
  return {
    stopping: stopping.signal,
    deadline: deadline.signal,
    begin() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      const timer = setTimeout(() => deadline.abort(), Math.max(0, graceMs - HAND_BACK_MARGIN_MS));
      timer.unref();
    },
  };
}
