import { describe, expect, it } from 'vitest';
import { embeddedPostgresSettings, settingsFlags } from './postgres-settings.ts';

const GB = 1024 ** 3;

describe('embeddedPostgresSettings', () => {
  it('sizes buffers and memory to the machine, within bounds', () => {
    expect(embeddedPostgresSettings(24 * GB)).toMatchObject({
      shared_buffers: '2048MB',
      effective_cache_size: '12288MB',
      work_mem: '48MB',
    });
    expect(embeddedPostgresSettings(1 * GB)).toMatchObject({
      shared_buffers: '256MB',
      work_mem: '4MB',
    });
  });

  it('leaves the leader out of parallel queries when the workers already fill the cores', () => {
    expect(embeddedPostgresSettings(24 * GB, 2).parallel_leader_participation).toBe('off');
    expect(embeddedPostgresSettings(24 * GB, 8).parallel_leader_participation).toBe('on');
  });

  it('becomes postgres -c flags', () => {
    expect(settingsFlags({ work_mem: '8MB' })).toEqual(['-c', 'work_mem=8MB']);
  });
});
