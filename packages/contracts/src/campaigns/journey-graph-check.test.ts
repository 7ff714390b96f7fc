import { describe, expect, it } from 'vitest';
import { COMM_MSG, sendWindowProblem } from './communications.ts';
import { journeyGraphErrors } from './journey-graph-check.ts';
import { JOURNEY_MSG, ZJourneyGraphSchema, type TJourneyGraph } from './journeys.ts';

const at = { x: 0, y: 0 };
const entry = {
  id: 'in',
  type: 'entry',
  position: at,
  config: { trigger: { kind: 'list', listId: 1 } },
};
const send = (id: string) => ({
  id,
  type: 'send',
  position: at,
  config: { channelId: 2, content: { kind: 'text', text: 'Hi' } },
});
const wait = (id: string, minutes: number) => ({
  id,
  type: 'wait',
  position: at,
  config: { days: 0, hours: 0, minutes },
});
const exit = (id: string) => ({ id, type: 'exit', position: at });
const split = (id: string, sendNodeId: string) => ({
  id,
  type: 'split',
  position: at,
  config: { kind: 'engagement', sendNodeId, event: 'clicked' },
});
const edge = (from: string, to: string, branch?: 'yes' | 'no') => ({
  id: `${from}-${to}`,
  from,
  to,
  ...(branch ? { branch } : {}),
});
const graph = (nodes: object[], edges: object[]): TJourneyGraph =>
  ZJourneyGraphSchema.parse({ nodes, edges });

describe('journeyGraphErrors', () => {
  it('accepts a send, wait, split on an earlier send, and exits', () => {
    const g = graph(
      [entry, send('s'), wait('w', 30), split('q', 's'), exit('a'), exit('b')],
      [
        edge('in', 's'),
        edge('s', 'w'),
        edge('w', 'q'),
        edge('q', 'a', 'yes'),
        edge('q', 'b', 'no'),
      ],
    );
    expect(journeyGraphErrors(g)).toEqual({});
  });

  it('allows a loop through a wait and refuses one without', () => {
    const withWait = graph(
      [entry, send('s'), wait('w', 1)],
      [edge('in', 's'), edge('s', 'w'), edge('w', 's')],
    );
    expect(journeyGraphErrors(withWait)).toEqual({});
    const without = graph(
      [entry, send('s'), send('t')],
      [edge('in', 's'), edge('s', 't'), edge('t', 's')],
    );
    expect(journeyGraphErrors(without)).toMatchObject({
      'nodes.s': JOURNEY_MSG.loopNeedsWait,
      'nodes.t': JOURNEY_MSG.loopNeedsWait,
    });
  });

  it('marks missing branches, a wait out of bounds, an engagement split not after its send', () => {
    const g = graph(
      [entry, split('q', 's'), send('s'), wait('w', 0), exit('x')],
      [edge('in', 'q'), edge('q', 's', 'yes'), edge('s', 'w'), edge('w', 'x')],
    );
    expect(journeyGraphErrors(g)).toEqual({
      'nodes.q': JOURNEY_MSG.splitBranches,
      'nodes.w': JOURNEY_MSG.waitOutOfBounds,
    });
    const notEarlier = graph(
      [entry, split('q', 's'), send('s'), exit('x')],
      [edge('in', 'q'), edge('q', 's', 'yes'), edge('q', 'x', 'no'), edge('s', 'x')],
    );
    expect(journeyGraphErrors(notEarlier)['nodes.q']).toBe(JOURNEY_MSG.engagementNotEarlier);
  });

  it('needs exactly one entry, nothing into it, and no duplicate ids', () => {
    expect(journeyGraphErrors(graph([exit('x')], []))).toEqual({ graph: JOURNEY_MSG.entryMissing });
    const twice = graph([entry, { ...entry }, exit('x')], [edge('in', 'x')]);
    expect(journeyGraphErrors(twice)['nodes.in']).toBe(JOURNEY_MSG.nodeIdTaken);
    const back = graph([entry, send('s')], [edge('in', 's'), edge('s', 'in')]);
    expect(journeyGraphErrors(back)['nodes.in']).toBe(JOURNEY_MSG.entryHasIncoming);
  });
});

describe('journeyGraphErrors: a send step window', () => {
  const withWindow = (sendWindow: object) => {
    const step = send('s');
    return graph(
      [entry, { ...step, config: { ...step.config, sendWindow } }, exit('x')],
      [edge('in', 's'), edge('s', 'x')],
    );
  };

  it('marks a window that ends before it starts or holds no day, and accepts a real one', () => {
    expect(journeyGraphErrors(withWindow({ from: '18:00', to: '09:00', days: [1] }))).toEqual({
      'nodes.s': COMM_MSG.windowInvalid,
    });
    expect(journeyGraphErrors(withWindow({ from: '09:00', to: '09:00', days: [1] }))).toEqual({
      'nodes.s': COMM_MSG.windowInvalid,
    });
    expect(sendWindowProblem({ from: '09:00', to: '18:00', days: [] })).toBe(COMM_MSG.windowNoDays);
    expect(journeyGraphErrors(withWindow({ from: '09:00', to: '18:00', days: [1, 2] }))).toEqual(
      {},
    );
  });
});
