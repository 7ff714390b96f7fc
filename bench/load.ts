/**
 * A small closed-loop HTTP load generator: `concurrency` workers each send a request, wait for
 * the answer, and send the next, for `seconds`. Bounded in count and time, loopback only.
 */
export type LoadResult = {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
};

export async function load(
  url: string,
  { seconds = 5, concurrency = 16, init = {} as RequestInit, maxRequests = 500_000 } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) {
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    errors,
  };
}
