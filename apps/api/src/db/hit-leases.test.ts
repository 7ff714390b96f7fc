import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';
import { HitLeases, leaseSize } from './hit-leases.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allowed = (hits: { hits: number }[], max: number) =>
  hits.filter((hit) => hit.hits <= max).length;

describe('shared hit counters with per-process leases', () => {
  it('never let two processes together past the limit, and bite at most a lease early per process', async () => {
    const max = 300;
    const size = leaseSize(max);
    expect(size).toBeGreaterThan(1);
    const processes = [new HitLeases(() => t.app.db), new HitLeases(() => t.app.db)];
    // 200 concurrent hits on each process: 400 in all against a limit of 300.
    const hits = await Promise.all(
      Array.from({ length: 400 }, (_, i) => processes[i % 2]!.hit('test:flood', 60_000, max)),
    );
    const served = allowed(hits, max);
    expect(served).toBeLessThanOrEqual(max);
    expect(served).toBeGreaterThanOrEqual(max - processes.length * (size - 1));
  });

  it('count a strict limit exactly, hit by hit, across processes', async () => {
    const max = 20;
    expect(leaseSize(max)).toBe(1);
    const processes = [new HitLeases(() => t.app.db), new HitLeases(() => t.app.db)];
    const hits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => processes[i % 2]!.hit('test:strict', 60_000, max)),
    );
    expect(allowed(hits, max)).toBe(max);
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('start a new window when the old one has ended', async () => {
    const leases = new HitLeases(() => t.app.db);
    expect((await leases.hit('test:window', 300, 1)).hits).toBe(1);
    expect((await leases.hit('test:window', 300, 1)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await leases.hit('test:window', 300, 1)).hits).toBe(1);
  });
});
