import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { TJourneyGraph, TJourneyNode } from '@resonate/contracts/campaigns/journeys';
import type { DB } from '#/db/schema.ts';
import { comm, type TCaller } from '../../test/communication-fixtures.ts';

/** Builders and readers for journey tests. */

const at = { x: 0, y: 0 };
export const entryList = (listId: number, kind: 'list' | 'listJoin' = 'list'): TJourneyNode => ({
  id: 'start',
  type: 'entry',
  position: at,
  config: { trigger: { kind, listId } },
});
export const entryEvent = (eventType: 'converted' | 'lead'): TJourneyNode => ({
  id: 'start',
  type: 'entry',
  position: at,
  config: { trigger: { kind: 'event', eventType } },
});
export const sendEmail = (id: string): TJourneyNode => ({
  id,
  type: 'send',
  position: at,
  config: {
    channelId: 1,
    content: {
      kind: 'email',
      subject: 'Hello {{firstName}}',
      preheader: '',
      html: '<p>Hello {{firstName}}</p>',
      text: '',
    },
  },
});
export const sendSms = (id: string): TJourneyNode => ({
  id,
  type: 'send',
  position: at,
  config: { channelId: 2, content: { kind: 'text', text: 'Thanks {{firstName}}' } },
});
export const wait = (id: string, days: number, minutes = 0): TJourneyNode => ({
  id,
  type: 'wait',
  position: at,
  config: { days, hours: 0, minutes },
});
export const exit = (id: string): TJourneyNode => ({ id, type: 'exit', position: at });
export const openedSplit = (id: string, sendNodeId: string): TJourneyNode => ({
  id,
  type: 'split',
  position: at,
  config: { kind: 'engagement', sendNodeId, event: 'opened' },
});

/** Edges from `from -> to` pairs; `from:yes` / `from:no` for split branches. */
export function edges(...pairs: [string, string][]): TJourneyGraph['edges'] {
  return pairs.map(([from, to], i) => {
    const [node, branch] = from.split(':') as [string, 'yes' | 'no' | undefined];
    return { id: `e${i}`, from: node, to, ...(branch ? { branch } : {}) };
  });
}

export async function saveJourney(
  app: FastifyInstance,
  caller: TCaller,
  graph: TJourneyGraph,
  extra: object = {},
) {
  return comm(app, caller, 'SaveJourney', { name: `Journey ${Date.now() % 1e6}`, graph, ...extra });
}

export async function createAndStart(
  app: FastifyInstance,
  caller: TCaller,
  graph: TJourneyGraph,
  extra: object = {},
): Promise<number> {
  const saved = await saveJourney(app, caller, graph, extra);
  if (saved.statusCode !== 200) throw new Error(`save refused: ${saved.body}`);
  const journeyId = saved.json().data.journeyId as number;
  const started = await comm(app, caller, 'StartJourney', { journeyId });
  if (started.statusCode !== 200) throw new Error(`start refused: ${started.body}`);
  return journeyId;
}

export async function countsOf(app: FastifyInstance, caller: TCaller, journeyId: number) {
  const res = await comm(app, caller, 'GetJourney', { journeyId });
  return res.json().data.counts as Record<
    string,
    { entered: number; current: number; exited?: number }
  >;
}

export async function entriesOf(owner: Kysely<DB>, clientId: number, journeyId: number) {
  return owner
    .selectFrom('journey_entries')
    .select(['id', 'contact_id', 'node_id', 'state', 'exit_reason', 'entry_no'])
    .where('client_id', '=', clientId)
    .where('journey_id', '=', journeyId)
    .orderBy('id')
    .execute();
}

/** A contact event as the ingest would store it. */
export async function addEvent(
  owner: Kysely<DB>,
  clientId: number,
  passportId: string,
  type: string,
) {
  await sql`insert into contact_events (client_id, event_key, passport_id, type, occurred_at)
    values (${clientId}, ${`test:${Math.random()}`}, ${passportId}, ${type}, now())`.execute(owner);
}
