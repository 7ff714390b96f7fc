/** Latency figures of repeated calls, measured one at a time after a warm-up. */
export type TTiming = { p50: number; p95: number; max: number; runs: number };

export function summarise(times: number[]): TTiming {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, runs: sorted.length };
}

export async function timeCalls(
  call: (i: number) => Promise<unknown>,
  runs: number,
  warmUp = 3,
): Promise<TTiming> {
  for (let i = 0; i < warmUp; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  return summarise(times);
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
export const describe = (t: TTiming) => `p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms`;

/** POSTs JSON with a session token and fails loudly on anything but 200. */
export async function postJson<T>(
  baseURL: string,
  path: string,
  body: object,
  headers: Record<string, string>,
): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data as T;
}
