import { emptyContent } from '@resonate/contracts/campaigns/content';
import type {
  TJourneyEdge,
  TJourneyGraph,
  TJourneyNode,
  TJourneyNodeType,
  TJourneyTrigger,
} from '@resonate/contracts/campaigns/journeys';

type TNodeType = TJourneyNodeType;

/** What a new step starts from: the first list and the first ready channel the client has. */
export type TStepDefaults = { listId: number | null; channelId: number };

/** The entry's first trigger: the first list, or (no list yet) conversions, which need none. */
export function defaultTrigger(defaults: TStepDefaults): TJourneyTrigger {
  return defaults.listId
    ? { kind: 'list', listId: defaults.listId }
    : { kind: 'event', eventType: 'converted' };
}

/** A new journey: an entry on no list yet, leading straight to an exit (the canvas's empty state). */
export function starterGraph(defaults: TStepDefaults): TJourneyGraph {
  return {
    nodes: [
      {
        id: 'entry',
        type: 'entry',
        position: { x: 80, y: 40 },
        config: { trigger: defaultTrigger(defaults) },
      },
      { id: 'exit', type: 'exit', position: { x: 80, y: 280 }, config: {} },
    ],
    edges: [{ id: 'entry-to-exit', from: 'entry', to: 'exit' }],
  };
}

/** A step's first config: complete enough to draw, incomplete enough that Validate says what is missing. */
function initialConfig(type: TNodeType, defaults: TStepDefaults): TJourneyNode['config'] {
  switch (type) {
    case 'send':
      return { channelId: defaults.channelId, content: emptyContent(defaults.channelId) };
    case 'wait':
      return { days: 1, hours: 0, minutes: 0 };
    case 'split':
      return { kind: 'attribute', key: 'email', op: 'exists' };
    case 'entry':
      return { trigger: defaultTrigger(defaults) };
    case 'exit':
      return {};
  }
}

/** Client-made ids in the model's pattern (/^[a-z0-9-]{1,40}$/), unique in the graph. */
export function nextNodeId(graph: TJourneyGraph, type: TNodeType): string {
  const taken = new Set(graph.nodes.map((node) => node.id));
  for (let n = 1; ; n += 1) {
    const id = `${type}-${n}`;
    if (!taken.has(id)) return id;
  }
}

export function addNode(
  graph: TJourneyGraph,
  type: TNodeType,
  position: { x: number; y: number },
  defaults: TStepDefaults,
): { graph: TJourneyGraph; id: string } {
  const id = nextNodeId(graph, type);
  const node = { id, type, position, config: initialConfig(type, defaults) } as TJourneyNode;
  return { graph: { ...graph, nodes: [...graph.nodes, node] }, id };
}

/** The entry stays: a journey has exactly one. Edges touching a removed node go with it. */
export function removeNodes(graph: TJourneyGraph, ids: readonly string[]): TJourneyGraph {
  const gone = new Set(
    ids.filter((id) => graph.nodes.find((node) => node.id === id)?.type !== 'entry'),
  );
  return {
    nodes: graph.nodes.filter((node) => !gone.has(node.id)),
    edges: graph.edges.filter((edge) => !gone.has(edge.from) && !gone.has(edge.to)),
  };
}

export function removeEdges(graph: TJourneyGraph, ids: readonly string[]): TJourneyGraph {
  const gone = new Set(ids);
  return { ...graph, edges: graph.edges.filter((edge) => !gone.has(edge.id)) };
}

/**
 * Connects two steps. A step has one way out (a split one per branch), so a new connection
 * from the same handle replaces the old one; exits lead nowhere and nothing leads into the entry.
 */
export function connect(
  graph: TJourneyGraph,
  from: string,
  to: string,
  branch: 'yes' | 'no' | undefined,
): TJourneyGraph {
  const source = graph.nodes.find((node) => node.id === from);
  const target = graph.nodes.find((node) => node.id === to);
  if (!source || !target || from === to) return graph;
  if (source.type === 'exit' || target.type === 'entry') return graph;
  const ownBranch = source.type === 'split' ? (branch ?? 'yes') : undefined;
  const kept = graph.edges.filter((edge) => !(edge.from === from && edge.branch === ownBranch));
  const edge: TJourneyEdge = { id: `${from}-${ownBranch ?? 'to'}-${to}`.slice(0, 80), from, to };
  if (ownBranch) edge.branch = ownBranch;
  return { ...graph, edges: [...kept, edge] };
}

export function updateNode(
  graph: TJourneyGraph,
  id: string,
  config: TJourneyNode['config'],
): TJourneyGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === id ? ({ ...node, config } as TJourneyNode) : node,
    ),
  };
}

export function moveNode(graph: TJourneyGraph, id: string, position: { x: number; y: number }) {
  return {
    ...graph,
    nodes: graph.nodes.map((node) => (node.id === id ? { ...node, position } : node)),
  };
}

/** Send steps that come before `nodeId` on some path: a split on engagement may refer to them. */
export function sendStepsBefore(graph: TJourneyGraph, nodeId: string): TJourneyNode[] {
  const before = new Set<string>();
  const queue = [nodeId];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const edge of graph.edges) {
      if (edge.to === current && !before.has(edge.from)) {
        before.add(edge.from);
        queue.push(edge.from);
      }
    }
  }
  return graph.nodes.filter((node) => node.type === 'send' && before.has(node.id));
}

const ROW = 140;

/**
 * A step added from the palette with a step selected goes right after it: the selected step
 * leads to it and it leads where the selected step led (an exit ends the path there). Steps
 * below move down a row so nothing overlaps.
 */
export function insertAfter(
  graph: TJourneyGraph,
  afterId: string,
  type: TNodeType,
  defaults: TStepDefaults,
): { graph: TJourneyGraph; id: string } {
  const after = graph.nodes.find((node) => node.id === afterId);
  if (!after || after.type === 'exit') {
    const lowest = Math.max(0, ...graph.nodes.map((node) => node.position.y));
    return addNode(graph, type, { x: after?.position.x ?? 80, y: lowest + ROW }, defaults);
  }
  const shifted = {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.position.y > after.position.y
        ? { ...node, position: { ...node.position, y: node.position.y + ROW } }
        : node,
    ),
  };
  const added = addNode(
    shifted,
    type,
    { x: after.position.x, y: after.position.y + ROW },
    defaults,
  );
  const branch = after.type === 'split' ? 'yes' : undefined;
  const outgoing = graph.edges.find((edge) => edge.from === afterId && edge.branch === branch);
  let next = connect(added.graph, afterId, added.id, branch);
  if (outgoing && type !== 'exit')
    next = connect(next, added.id, outgoing.to, type === 'split' ? 'yes' : undefined);
  return { graph: next, id: added.id };
}
