import {
  CHANNEL_IDS_BY_NAME,
  contentKindOf,
  missingContent,
} from '@resonate/contracts/campaigns/content';
import { journeyGraphErrors } from '@resonate/contracts/campaigns/journey-graph-check';
import {
  JOURNEY_MSG,
  nodeErrorKey,
  type TJourneyGraph,
  type TJourneyNode,
} from '@resonate/contracts/campaigns/journeys';
import { withTenant } from '#/db/tenant.ts';
import { channelReady } from '../channels/sender-for.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { checkContent } from '../render/render-content.ts';
import type { TTrx } from './journey-repository.ts';

/** Contact fields a split may read besides the client's own attributes. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'mobile'] as const;

/**
 * Everything that stops a journey from starting, keyed `nodes.<nodeId>` (or `graph`): the
 * structural checks shared with the canvas, then what needs the database: lists and
 * attributes that exist, send steps whose channel is set up and whose content is complete and
 * parses. Only the first problem of a step is reported, so the canvas shows one message.
 */
export async function validateJourneyGraph(
  deps: TCommunicationDeps,
  clientId: number,
  graph: TJourneyGraph,
): Promise<Record<string, string>> {
  const errors = journeyGraphErrors(graph);
  const mark = (nodeId: string, message: string) => {
    const key = nodeErrorKey(nodeId);
    if (!(key in errors)) errors[key] = message;
  };
  const references = await withTenant(deps.db, { clientId }, (trx) =>
    loadReferences(trx, clientId, graph),
  );
  for (const node of graph.nodes) {
    const problem = referenceProblem(node, references);
    if (problem) mark(node.id, problem);
  }
  for (const node of graph.nodes) {
    if (node.type !== 'send' || `nodes.${node.id}` in errors) continue;
    const problem = await sendProblem(deps, clientId, node);
    if (problem) mark(node.id, problem);
  }
  return errors;
}

type TReferences = {
  lists: Map<number, string>;
  attributes: Map<string, string>;
};

async function loadReferences(
  trx: TTrx,
  clientId: number,
  graph: TJourneyGraph,
): Promise<TReferences> {
  const listIds = graph.nodes.flatMap((n) =>
    n.type === 'entry' && 'listId' in n.config.trigger ? [n.config.trigger.listId] : [],
  );
  const lists =
    listIds.length === 0
      ? []
      : await trx
          .selectFrom('audience_lists')
          .select(['id', 'kind'])
          .where('client_id', '=', clientId)
          .where('id', 'in', listIds)
          .execute();
  const attributes = await trx
    .selectFrom('contact_attributes')
    .select(['key', 'type'])
    .where('client_id', '=', clientId)
    .execute();
  return {
    lists: new Map(lists.map((l) => [Number(l.id), String(l.kind)])),
    attributes: new Map(attributes.map((a) => [a.key, a.type])),
  };
}

function referenceProblem(node: TJourneyNode, refs: TReferences): string | undefined {
  if (node.type === 'entry') {
    const trigger = node.config.trigger;
    if (trigger.kind === 'list' || trigger.kind === 'listJoin') {
      const kind = refs.lists.get(trigger.listId);
      if (kind === undefined) return JOURNEY_MSG.listGone;
      if (trigger.kind === 'listJoin' && kind === 'dynamic') return JOURNEY_MSG.listJoinNeedsTarget;
    }
    if (trigger.kind === 'dateAttribute') {
      const type = refs.attributes.get(trigger.key);
      if (type === undefined) return JOURNEY_MSG.attributeUnknown;
      if (type !== 'date') return JOURNEY_MSG.attributeNotDate;
    }
  }
  if (node.type === 'split' && node.config.kind === 'attribute') {
    const key = node.config.key;
    const known = (CONTACT_FIELDS as readonly string[]).includes(key) || refs.attributes.has(key);
    if (!known) return JOURNEY_MSG.attributeUnknown;
  }
  return undefined;
}

async function sendProblem(
  deps: TCommunicationDeps,
  clientId: number,
  node: Extract<TJourneyNode, { type: 'send' }>,
): Promise<string | undefined> {
  const { channelId, content, sender } = node.config;
  if (channelId === CHANNEL_IDS_BY_NAME.qrCode) return JOURNEY_MSG.channelNoRecipients;
  if (contentKindOf(channelId) !== content.kind) return JOURNEY_MSG.kindMismatch;
  const missing = Object.values(missingContent(content));
  if (missing.length > 0) return JOURNEY_MSG.contentIncomplete(missing[0]!);
  const broken = Object.entries(checkContent(content));
  if (broken.length > 0) return JOURNEY_MSG.contentBroken(`${broken[0]![0]}: ${broken[0]![1]}`);
  if (!(await channelReady(deps, clientId, channelId, sender ?? {})))
    return JOURNEY_MSG.channelNotSetUp;
  return undefined;
}
