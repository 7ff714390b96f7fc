import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';

describe('queue (pg-boss)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: true });
  });
  afterAll(() => t.close());

  it('works a job that was sent', async () => {
    const queue = 'test-echo';
    await t.app.queue.createQueue(queue);
    const done = new Promise<unknown>((resolve) => {
      void t.app.queue.work<{ value: number }>(
        queue,
        { pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          resolve(job!.data);
        },
      );
    });
    const id = await t.app.queue.send(queue, { value: 42 });
    expect(id).toEqual(expect.any(String));
    await expect(done).resolves.toEqual({ value: 42 });
  });
});
