import { useEffect, useState } from 'react';

export type TAfterSave<T> =
  | { state: 'idle' }
  | { state: 'loading'; last?: T }
  | { state: 'done'; value: T }
  | { state: 'error'; error: unknown };

/**
 * A call about the saved draft (estimate, preview), made again a moment after `trigger`
 * changes: the draft is saved first, so the answer is about what is on screen.
 */
export function useAfterSave<T>(
  trigger: unknown,
  flush: () => Promise<number | null>,
  call: (communicationId: number) => Promise<T>,
  enabled = true,
) {
  const [result, setResult] = useState<TAfterSave<T>>({ state: 'idle' });
  const key = JSON.stringify(trigger);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setResult((previous) => ({
        state: 'loading',
        last: previous.state === 'done' ? previous.value : undefined,
      }));
      flush()
        .then((id) => (id === null ? null : call(id)))
        .then(
          (value) => {
            if (!cancelled)
              setResult(value === null ? { state: 'idle' } : { state: 'done', value });
          },
          (error: unknown) => {
            if (!cancelled) setResult({ state: 'error', error });
          },
        );
    }, 600);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `call` is recreated by callers on every render; `key` stands for what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, flush, enabled]);
  return result;
}

/** The latest value, kept on screen while the next one loads. */
export function latestOf<T>(result: TAfterSave<T>): T | undefined {
  if (result.state === 'done') return result.value;
  if (result.state === 'loading') return result.last;
  return undefined;
}
