import { describe, expect, it } from 'vitest';
import { ZJourneyGraphSchema } from '@resonate/contracts/campaigns/journeys';
import { connect, insertAfter, removeNodes, sendStepsBefore, starterGraph } from './journey-graph';

const DEFAULTS = { listId: 9, channelId: 1 };

describe('journey graph edits', () => {
  it('starts as an entry on the first list leading to an exit, valid for SaveJourney', () => {
    const graph = starterGraph(DEFAULTS);
    expect(ZJourneyGraphSchema.safeParse(graph).success).toBe(true);
    expect(graph.nodes[0]?.config).toEqual({ trigger: { kind: 'list', listId: 9 } });
    expect(graph.edges).toEqual([{ id: 'entry-to-exit', from: 'entry', to: 'exit' }]);
    // No list yet: conversions, which need no reference.
    expect(starterGraph({ listId: null, channelId: 1 }).nodes[0]?.config).toEqual({
      trigger: { kind: 'event', eventType: 'converted' },
    });
  });

  it('inserts a step after the selected one, keeping the path and the schema', () => {
    const { graph, id } = insertAfter(starterGraph(DEFAULTS), 'entry', 'send', DEFAULTS);
    expect(id).toBe('send-1');
    expect(graph.edges.map((edge) => `${edge.from}>${edge.to}`).sort()).toEqual([
      'entry>send-1',
      'send-1>exit',
    ]);
    expect(ZJourneyGraphSchema.safeParse(graph).success).toBe(true);
    const split = insertAfter(graph, 'send-1', 'split', DEFAULTS);
    expect(split.graph.edges).toContainEqual({
      id: 'split-1-yes-exit',
      from: 'split-1',
      to: 'exit',
      branch: 'yes',
    });
    expect(sendStepsBefore(split.graph, 'split-1').map((node) => node.id)).toEqual(['send-1']);
  });

  it('gives each way out one connection, never into the entry nor out of an exit', () => {
    let { graph } = insertAfter(starterGraph(DEFAULTS), 'entry', 'split', DEFAULTS);
    graph = connect(graph, 'split-1', 'exit', 'no');
    graph = connect(graph, 'split-1', 'entry', 'yes');
    graph = connect(graph, 'exit', 'split-1', undefined);
    const out = graph.edges.filter((edge) => edge.from === 'split-1');
    expect(out.map((edge) => edge.branch).sort()).toEqual(['no', 'yes']);
    expect(graph.edges.some((edge) => edge.to === 'entry' || edge.from === 'exit')).toBe(false);
  });

  it('never removes the entry; a removed step takes its connections along', () => {
    const { graph } = insertAfter(starterGraph(DEFAULTS), 'entry', 'wait', DEFAULTS);
    const after = removeNodes(graph, ['entry', 'wait-1']);
    expect(after.nodes.map((node) => node.id)).toEqual(['entry', 'exit']);
    expect(after.edges).toEqual([]);
  });
});
