import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/countdown';

const leftUntil = (deadline: number | null) => (deadline === null ? 0 : secondsUntil(deadline));

/**
 * Seconds left until `deadline` (epoch ms), ticking and stopping at zero. Counting against a
 * deadline, not by decrementing, keeps it right when the tab sleeps and timers are throttled.
 */
export function useCountdown(deadline: number | null): number {
  const [tick, setTick] = useState(() => ({ deadline, left: leftUntil(deadline) }));
  // A new deadline shows its full time at once, not after the first tick.
  if (tick.deadline !== deadline) setTick({ deadline, left: leftUntil(deadline) });
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const left = leftUntil(deadline);
      setTick((prev) =>
        prev.deadline === deadline && prev.left === left ? prev : { deadline, left },
      );
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return tick.left;
}
