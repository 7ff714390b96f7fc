import { describe, expect, it } from 'vitest';
import { ZJourneyGraphSchema } from '@resonate/contracts/campaigns/journeys';
import { indexGraph, type TEntryNode, type TRuntimeJourney } from './runtime-journey.ts';
import { compare, walk, type TCountDelta } from './walk.ts';

const at = { x: 0, y: 0 };
const graph = ZJourneyGraphSchema.parse({
  nodes: [
    { id: 'in', type: 'entry', position: at, config: { trigger: { kind: 'list', listId: 1 } } },
    {
      id: 'vip',
      type: 'split',
      position: at,
      config: { kind: 'attribute', key: 'tier', op: 'eq', value: 'Gold' },
    },
    { id: 'w', type: 'wait', position: at, config: { days: 0, hours: 2, minutes: 0 } },
    { id: 'x', type: 'exit', position: at },
  ],
  edges: [
    { id: 'a', from: 'in', to: 'vip' },
    { id: 'b', from: 'vip', to: 'w', branch: 'yes' },
    { id: 'c', from: 'vip', to: 'x', branch: 'no' },
    { id: 'd', from: 'w', to: 'x' },
  ],
});
const journey = {
  clientId: 1,
  journeyId: 1,
  graph,
  entry: graph.nodes[0] as TEntryNode,
  ...indexGraph(graph),
} as TRuntimeJourney;
const now = new Date('2026-12-01T10:00:00Z');
const entry = (
  tier: string | undefined,
  nodeId = 'in',
  state: 'active' | 'waiting' = 'active',
) => ({
  id: 1,
  nodeId,
  state,
  sendDone: false,
  engagement: new Map(),
  contact: { attributes: tier === undefined ? {} : { tier } },
});

describe('walk', () => {
  it('splits on the attribute as the contact has it now and stops at the wait', () => {
    const deltas: TCountDelta = new Map();
    const gold = walk(journey, entry('gold'), now, deltas);
    expect(gold).toMatchObject({
      nodeId: 'w',
      state: 'waiting',
      wakeAt: new Date('2026-12-01T12:00:00Z'),
    });
    const none = walk(journey, entry(undefined), now, deltas);
    expect(none).toMatchObject({ nodeId: 'x', state: 'finished', wakeAt: null });
    expect(Object.fromEntries(deltas)).toEqual({
      in: { entered: 0, current: -2 },
      vip: { entered: 2, current: 0 },
      w: { entered: 1, current: 1 },
      x: { entered: 1, current: 0 },
    });
  });

  it('moves a due waiting entry on, and lets an entry on a removed step exit', () => {
    const deltas: TCountDelta = new Map();
    expect(walk(journey, entry('gold', 'w', 'waiting'), now, deltas)).toMatchObject({
      state: 'finished',
    });
    expect(walk(journey, entry('gold', 'gone'), now, deltas)).toMatchObject({
      state: 'exited',
      exitReason: 'step removed',
    });
  });
});

describe('compare', () => {
  it('compares text without case, numbers as numbers, and presence', () => {
    expect(compare('Gold', 'eq', 'gold')).toBe(true);
    expect(compare(undefined, 'neq', 'gold')).toBe(true);
    expect(compare('London', 'contains', 'ond')).toBe(true);
    expect(compare('10', 'gt', '9')).toBe(true);
    expect(compare('2026-01-02', 'lt', '2026-01-10')).toBe(true);
    expect(compare('', 'exists', '')).toBe(false);
    expect(compare(0, 'exists', '')).toBe(true);
  });
});
