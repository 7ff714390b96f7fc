/**
 * The structural half of journey validation (issue 10), shared by the canvas (marks steps as
 * they are drawn) and the API (ValidateJourney, StartJourney, ResumeJourney).
 */
import {
  JOURNEY_LIMITS,
  JOURNEY_MSG,
  nodeErrorKey,
  waitMinutes,
  type TJourneyEdge,
  type TJourneyGraph,
  type TJourneyNode,
} from './journeys.ts';
import { sendWindowProblem } from './communications.ts';

/**
 * The structural checks of a journey graph, keyed `nodes.<nodeId>` (or `graph` for the whole):
 * one entry, every step reachable, every step but an exit leads somewhere (a split both ways),
 * no loop without a wait on it, waits within bounds, a send step's window that can open, an
 * engagement split after its send step on every path. The server adds what needs the database (channels, lists, content).
 */
export function journeyGraphErrors(graph: TJourneyGraph): Record<string, string> {
  const errors: Record<string, string> = {};
  const mark = (nodeId: string, message: string) => {
    const key = nodeErrorKey(nodeId);
    if (!(key in errors)) errors[key] = message;
  };
  const byId = new Map<string, TJourneyNode>();
  for (const n of graph.nodes) {
    if (byId.has(n.id)) mark(n.id, JOURNEY_MSG.nodeIdTaken);
    else byId.set(n.id, n);
  }
  const outgoing = new Map<string, TJourneyEdge[]>();
  const incoming = new Map<string, number>();
  for (const e of graph.edges) {
    if (!byId.has(e.from) || !byId.has(e.to)) {
      if (byId.has(e.from)) mark(e.from, JOURNEY_MSG.edgeUnknownNode);
      else errors.graph ??= JOURNEY_MSG.edgeUnknownNode;
      continue;
    }
    outgoing.set(e.from, [...(outgoing.get(e.from) ?? []), e]);
    incoming.set(e.to, (incoming.get(e.to) ?? 0) + 1);
  }
  const entries = graph.nodes.filter((n) => n.type === 'entry');
  if (entries.length === 0) errors.graph ??= JOURNEY_MSG.entryMissing;
  for (const extra of entries.slice(1)) mark(extra.id, JOURNEY_MSG.entryMany);
  const entry = entries[0];
  if (entry && (incoming.get(entry.id) ?? 0) > 0) mark(entry.id, JOURNEY_MSG.entryHasIncoming);

  const reachableFrom = (start: string | undefined, skip?: string): Set<string> => {
    const seen = new Set<string>();
    const stack = start && start !== skip ? [start] : [];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const e of outgoing.get(id) ?? []) if (e.to !== skip) stack.push(e.to);
    }
    return seen;
  };
  // Unreachable first: for a step cut off, that is the message that helps.
  const reachable = reachableFrom(entry?.id);
  if (entry)
    for (const id of byId.keys()) if (!reachable.has(id)) mark(id, JOURNEY_MSG.unreachable);

  for (const n of byId.values()) {
    const out = outgoing.get(n.id) ?? [];
    if (n.type === 'exit') {
      if (out.length > 0) mark(n.id, JOURNEY_MSG.exitHasNext);
    } else if (n.type === 'split') {
      const yes = out.filter((e) => e.branch === 'yes').length;
      const no = out.filter((e) => e.branch === 'no').length;
      if (out.length === 0) mark(n.id, JOURNEY_MSG.leadsNowhere);
      else if (yes !== 1 || no !== 1 || out.length !== 2) mark(n.id, JOURNEY_MSG.splitBranches);
    } else if (out.length === 0) mark(n.id, JOURNEY_MSG.leadsNowhere);
    else if (out.length > 1) mark(n.id, JOURNEY_MSG.tooManyNext);
    if (n.type === 'wait') {
      const total = waitMinutes(n.config);
      if (total < JOURNEY_LIMITS.waitMinutesMin || total > JOURNEY_LIMITS.waitMinutesMax)
        mark(n.id, JOURNEY_MSG.waitOutOfBounds);
    }
    if (n.type === 'send') {
      const windowProblem = sendWindowProblem(n.config.sendWindow);
      if (windowProblem) mark(n.id, windowProblem);
    }
    if (n.type === 'split' && n.config.kind === 'attribute' && n.config.op !== 'exists') {
      if (!n.config.value?.trim()) mark(n.id, JOURNEY_MSG.valueRequired);
    }
  }

  for (const id of nodesOnLoopsWithoutWait(byId, outgoing)) mark(id, JOURNEY_MSG.loopNeedsWait);

  for (const n of byId.values()) {
    if (n.type !== 'split' || n.config.kind !== 'engagement') continue;
    const target = byId.get(n.config.sendNodeId);
    if (target?.type !== 'send') mark(n.id, JOURNEY_MSG.engagementNotSend);
    else if (entry && reachableFrom(entry.id, target.id).has(n.id))
      mark(n.id, JOURNEY_MSG.engagementNotEarlier);
  }
  return errors;
}

/** Nodes on a cycle of the graph without its wait steps (Tarjan's strongly connected components). */
function nodesOnLoopsWithoutWait(
  byId: Map<string, TJourneyNode>,
  outgoing: Map<string, TJourneyEdge[]>,
): string[] {
  const next = (id: string) =>
    (outgoing.get(id) ?? []).map((e) => e.to).filter((to) => byId.get(to)?.type !== 'wait');
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const looping: string[] = [];
  let counter = 0;
  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const to of next(id)) {
      if (!index.has(to)) {
        visit(to);
        low.set(id, Math.min(low.get(id) as number, low.get(to) as number));
      } else if (onStack.has(to))
        low.set(id, Math.min(low.get(id) as number, index.get(to) as number));
    }
    if (low.get(id) === index.get(id)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== id);
      if (component.length > 1 || next(id).includes(id)) looping.push(...component);
    }
  };
  for (const [id, n] of byId) if (n.type !== 'wait' && !index.has(id)) visit(id);
  return looping;
}
