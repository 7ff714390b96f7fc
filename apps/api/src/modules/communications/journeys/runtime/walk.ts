import { waitMinutes, type TJourneyNode } from '@resonate/contracts/campaigns/journeys';
import { CONTACT_FIELDS } from '../validate-journey.ts';
import type { TRuntimeJourney } from './runtime-journey.ts';

/** An entry due to move, with what its splits read. */
export type TDueEntry = {
  id: number;
  nodeId: string;
  state: 'active' | 'waiting';
  /** Standing on a send step: its message for this entry is settled (sent, failed...). */
  sendDone: boolean;
  contact: Record<string, unknown>;
  /** send node id -> engagement of this entry's message of that step. */
  engagement: Map<string, { opened: boolean; clicked: boolean }>;
};

/** Where an entry stands after its walk, and how every node's counts changed on the way. */
export type TWalkResult = {
  entryId: number;
  nodeId: string;
  state: 'active' | 'waiting' | 'finished' | 'exited';
  wakeAt: Date | null;
  exitReason: string | null;
  /** Stopped on a send step: its message goes out next, then the entry moves on. */
  atSend: boolean;
};

export type TCountDelta = Map<string, { entered: number; current: number }>;

export function addDelta(deltas: TCountDelta, nodeId: string, entered: number, current: number) {
  const d = deltas.get(nodeId) ?? { entered: 0, current: 0 };
  d.entered += entered;
  d.current += current;
  deltas.set(nodeId, d);
}

/**
 * Moves one entry through instant steps (entry, split) until it stops: at a send step (the
 * message goes out after this transaction), at a wait (wake_at = now + the wait), or at an exit.
 * A waiting entry that is due has served its wait and moves on from it. A graph the entry cannot
 * follow any more (a node gone) makes it exit. Counts: leaving a node lowers its current,
 * arriving raises the next node's entered and current (an exit's current stays 0).
 */
export function walk(
  journey: TRuntimeJourney,
  entry: TDueEntry,
  now: Date,
  deltas: TCountDelta,
): TWalkResult {
  let nodeId = entry.nodeId;
  let node = journey.nodes.get(nodeId);
  const result = (patch: Partial<TWalkResult>): TWalkResult => ({
    entryId: entry.id,
    nodeId,
    state: 'active',
    wakeAt: now,
    exitReason: null,
    atSend: false,
    ...patch,
  });
  if (!node) {
    addDelta(deltas, nodeId, 0, -1);
    return result({ state: 'exited', wakeAt: null, exitReason: 'step removed' });
  }
  // A send step it stands on is left once its message is settled, else sent by the send phase.
  if (node.type === 'send' && !entry.sendDone) return result({ atSend: true });
  if (node.type === 'wait' && entry.state === 'active') {
    return result({
      state: 'waiting',
      wakeAt: new Date(now.getTime() + waitMinutes(node.config) * 60_000),
    });
  }
  // Every step leaves the node it stands on; a bound on steps guards a graph without waits.
  for (let steps = 0; steps <= journey.nodes.size; steps += 1) {
    const to = journey.next(nodeId, node.type === 'split' ? branchOf(node, entry) : undefined);
    const target = to === undefined ? undefined : journey.nodes.get(to);
    addDelta(deltas, nodeId, 0, -1);
    if (!target || to === undefined) {
      return result({ state: 'exited', wakeAt: null, exitReason: 'step leads nowhere' });
    }
    nodeId = to;
    node = target;
    if (node.type === 'exit') {
      addDelta(deltas, nodeId, 1, 0);
      return result({ state: 'finished', wakeAt: null });
    }
    addDelta(deltas, nodeId, 1, 1);
    // Just arrived: its message is not recorded yet.
    if (node.type === 'send') return result({ atSend: true });
    if (node.type === 'wait') {
      return result({
        state: 'waiting',
        wakeAt: new Date(now.getTime() + waitMinutes(node.config) * 60_000),
      });
    }
  }
  addDelta(deltas, nodeId, 0, -1);
  return result({ state: 'exited', wakeAt: null, exitReason: 'loop without a wait' });
}

function branchOf(node: Extract<TJourneyNode, { type: 'split' }>, entry: TDueEntry): 'yes' | 'no' {
  const config = node.config;
  if (config.kind === 'engagement') {
    const seen = entry.engagement.get(config.sendNodeId);
    // A click implies the message was opened, even when the open pixel did not load.
    const yes =
      config.event === 'opened' ? Boolean(seen?.opened || seen?.clicked) : Boolean(seen?.clicked);
    return yes ? 'yes' : 'no';
  }
  const raw = fieldOf(entry.contact, config.key);
  return compare(raw, config.op, config.value ?? '') ? 'yes' : 'no';
}

function fieldOf(contact: Record<string, unknown>, key: string): unknown {
  if ((CONTACT_FIELDS as readonly string[]).includes(key)) return contact[key];
  const attributes = (contact.attributes ?? {}) as Record<string, unknown>;
  return attributes[key];
}

/** Text compares ignore case; gt/lt compare numbers when both are numbers, else text (ISO dates). */
export function compare(raw: unknown, op: string, value: string): boolean {
  const present = raw !== undefined && raw !== null && String(raw).trim() !== '';
  if (op === 'exists') return present;
  if (!present) return op === 'neq';
  const text = (Array.isArray(raw) ? raw.join(',') : String(raw)).trim().toLowerCase();
  const wanted = value.trim().toLowerCase();
  switch (op) {
    case 'eq':
      return text === wanted;
    case 'neq':
      return text !== wanted;
    case 'contains':
      return text.includes(wanted);
    case 'gt':
    case 'lt': {
      const a = Number(text);
      const b = Number(wanted);
      const numeric = text !== '' && wanted !== '' && Number.isFinite(a) && Number.isFinite(b);
      const order = numeric ? Math.sign(a - b) : text.localeCompare(wanted);
      return op === 'gt' ? order > 0 : order < 0;
    }
    default:
      return false;
  }
}
