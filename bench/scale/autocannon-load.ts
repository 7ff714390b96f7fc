import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type TCannonResult = { perSecond: number; p99Ms: number; errors: number };

export type TCannonRequest = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: object;
};

/**
 * autocannon in a process of its own (so the load generator does not share the event loop of
 * anything it measures): `connections` kept-alive connections, each sending its next request as
 * soon as the last is answered, for `seconds`. Errors count failed connections, timeouts and
 * every answer that is not 2xx.
 */
export async function autocannon(
  target: TCannonRequest,
  { connections = 100, seconds = 10 } = {},
): Promise<TCannonResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headers = { 'content-type': 'application/json', ...target.headers };
  const args = [
    bin,
    '--json',
    '--connections',
    String(connections),
    '--duration',
    String(seconds),
    '--method',
    target.method ?? 'GET',
    ...Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    ...(target.body ? ['--body', JSON.stringify(target.body)] : []),
    target.url,
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
