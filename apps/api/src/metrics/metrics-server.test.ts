import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS_PORT, loadConfig } from '#/config.ts';
import { findFreePort } from '#/db/free-port.ts';
import { startMetricsServer } from './metrics-server.ts';

function recordingLog() {
  const errors: string[] = [];
  const log = {
    info: () => undefined,
    error: (_fields: object, message: string) => errors.push(message),
  } as never;
  return { log, errors };
}

describe('the metrics listener', () => {
  it('defaults to 9464 on loopback, 0 under NODE_ENV=test, and METRICS_PORT=0 turns it off', () => {
    expect(loadConfig({}).metrics).toEqual({ port: DEFAULT_METRICS_PORT, host: '127.0.0.1' });
    expect(DEFAULT_METRICS_PORT).toBe(9464);
    expect(loadConfig({ NODE_ENV: 'test' }).metrics.port).toBe(0);
    expect(loadConfig({ METRICS_PORT: '0' }).metrics.port).toBe(0);
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9100,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('opens nothing when the port is 0', async () => {
    const { log } = recordingLog();
    expect(await startMetricsServer({ metrics: { port: 0, host: '127.0.0.1' } }, log)).toBe(
      undefined,
    );
  });

  it('answers only GET /metrics', async () => {
    const { log } = recordingLog();
    const port = await findFreePort();
    const server = await startMetricsServer({ metrics: { port, host: '127.0.0.1' } }, log);
    try {
      expect(server?.port).toBe(port);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(await metrics.text()).toContain('# TYPE resonate_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(
        404,
      );
    } finally {
      await server?.close();
    }
  });

  it('starts without metrics, saying why, when the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const { log, errors } = recordingLog();
    try {
      expect(await startMetricsServer({ metrics: { port, host: '127.0.0.1' } }, log)).toBe(
        undefined,
      );
      expect(errors.join('\n')).toMatch(/METRICS_PORT/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
