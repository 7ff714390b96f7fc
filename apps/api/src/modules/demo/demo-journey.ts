import { sql, type Transaction } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import {
  ZJourneyGraphSchema,
  type TJourneyGraph,
  type TJourneyNode,
} from '@resonate/contracts/campaigns/journeys';
import type { DB } from '#/db/schema.ts';
import { syncSendNodes } from '#/modules/communications/index.ts';

const EMAIL = 1;
const SMS = 2;
const MINUTE = 60_000;

/** The demo's live journey; its waits are minutes (a real welcome series waits days) so that a
 *  newcomer sees contacts move within a visit. */
export const DEMO_JOURNEY = {
  name: 'Welcome series',
  listName: 'Welcome series sign-ups',
  members: 12,
  firstWaitMinutes: 5,
  secondWaitMinutes: 10,
} as const;

const email = (subject: string, body: string) => ({
  kind: 'email' as const,
  subject,
  preheader: '',
  html: `<p>Hi {{firstName}},</p>${body}<p>The Acme Retail team</p>`,
  text: '',
});

/** One line top to bottom: entry, send, wait, send, wait, send, exit (the steps' order). */
const STEPS: TJourneyNode[] = [
  { id: 'start', type: 'entry', config: { trigger: { kind: 'listJoin', listId: 0 } } },
  {
    id: 'welcome',
    type: 'send',
    config: {
      channelId: EMAIL,
      sender: { fromName: 'Acme Retail' },
      content: email(
        'Welcome to Acme Retail, {{firstName}}',
        '<p>Thanks for joining us. <a href="https://acme.test/new-here">See what is new in store</a>.</p>',
      ),
    },
  },
  {
    id: 'settle-in',
    type: 'wait',
    config: { days: 0, hours: 0, minutes: DEMO_JOURNEY.firstWaitMinutes },
  },
  {
    id: 'getting-started',
    type: 'send',
    config: {
      channelId: EMAIL,
      sender: { fromName: 'Acme Retail' },
      content: email(
        'Three ways to get more from Acme',
        '<p>Collect loyalty points, book a fitting, and <a href="https://acme.test/app">get the app</a>.</p>',
      ),
    },
  },
  {
    id: 'before-offer',
    type: 'wait',
    config: { days: 0, hours: 0, minutes: DEMO_JOURNEY.secondWaitMinutes },
  },
  {
    id: 'welcome-offer',
    type: 'send',
    config: {
      channelId: SMS,
      content: { kind: 'text', text: 'Acme: {{firstName}}, 10% off your first order: WELCOME10' },
    },
  },
  { id: 'done', type: 'exit' },
].map((step, i) => ({ ...step, position: { x: 240, y: 40 + i * 140 } }) as TJourneyNode);

function graphFor(listId: number): TJourneyGraph {
  const nodes = STEPS.map((n) =>
    n.type === 'entry' ? { ...n, config: { trigger: { kind: 'listJoin' as const, listId } } } : n,
  );
  const edges = nodes.slice(1).map((n, i) => ({ id: `e${i + 1}`, from: nodes[i]!.id, to: n.id }));
  // Parsed as a saved graph is: a demo drifting from the schema fails the seed, not the page.
  return ZJourneyGraphSchema.parse({ nodes, edges });
}

/**
 * Where the seeded entries stand, so the page shows people at every step from the first visit
 * and moves them as the worker's minute tick runs: on 'welcome' due now (the first tick sends
 * their email), waiting with staggered wake times (the next email or the SMS over the following
 * minutes), and finished. Index into STEPS, then minutes until the entry wakes.
 */
const PLACES: { step: number; wakeInMinutes: number | null }[] = [
  { step: 1, wakeInMinutes: 0 },
  { step: 1, wakeInMinutes: 0 },
  { step: 1, wakeInMinutes: 0 },
  { step: 2, wakeInMinutes: 1 },
  { step: 2, wakeInMinutes: 2 },
  { step: 2, wakeInMinutes: 3 },
  { step: 2, wakeInMinutes: 4 },
  { step: 4, wakeInMinutes: 2 },
  { step: 4, wakeInMinutes: 6 },
  { step: 4, wakeInMinutes: 9 },
  { step: 6, wakeInMinutes: null },
  { step: 6, wakeInMinutes: null },
];

/**
 * Acme Retail's live "Welcome series" (issue 22: the demo shows a journey at work): a list of
 * recent sign-ups whose members stand at its steps, the journey active with its send steps'
 * hidden communications (as StartJourney leaves them), and the node counts matching the
 * entries. Its emails go through the same engine as a campaign: to DATA_DIR/outbox, signed as
 * acme.test. Anyone added to the list later enters it (listJoin). Needs the audience and the
 * demo sending set-up; runs inside the seed's transaction, a few statements.
 */
export async function seedDemoJourney(trx: Transaction<DB>, clientId: number): Promise<void> {
  await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
  const contacts = await sql<{ id: number; passport_id: string }>`
    select id, passport_id from contacts
    where client_id = ${clientId} and email is not null and mobile is not null
      and consent ->> 'email' = 'subscribed'
    order by id desc limit ${DEMO_JOURNEY.members}`.execute(trx);
  if (contacts.rows.length < PLACES.length) return;
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();

  const list = await sql<{ id: number }>`
    insert into audience_lists (client_id, name, kind, source, member_count, created_at)
    values (${clientId}, ${DEMO_JOURNEY.listName}, 'target', 'manual', ${contacts.rows.length},
      ${new Date(now - 60 * MINUTE)})
    returning id`.execute(trx);
  const listId = Number(list.rows[0]!.id);
  await sql`insert into audience_list_members (client_id, list_id, contact_id, added_at)
    select ${clientId}, ${listId}, id, ${new Date(now - 30 * MINUTE)}
    from unnest(${contacts.rows.map((c) => c.id)}::bigint[]) as id`.execute(trx);

  const graph = graphFor(listId);
  const journey = await trx
    .insertInto('journeys')
    .values({
      client_id: clientId,
      name: DEMO_JOURNEY.name,
      status: 'active',
      graph: JSON.stringify(graph),
      created_by: user.id,
      activated_at: new Date(now - 45 * MINUTE),
      // Joins after the seed enter through the trigger; the seeded members are placed below.
      join_watermark: new Date(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const journeyId = journey.id;
  await syncSendNodes(
    trx,
    { clientId, journeyId, name: DEMO_JOURNEY.name, departmentId: null, userId: user.id },
    graph,
    STATUS.sending,
  );

  const places = PLACES.map((place, i) => ({ ...place, contact: contacts.rows[i]! }));
  await sql`insert into journey_entries (client_id, journey_id, contact_id, passport_id, entry_no,
      node_id, state, wake_at, entered_at, finished_at, trigger_key)
    select ${clientId}, ${journeyId}, p.contact_id, p.passport_id, 1, p.node_id, p.state,
      p.wake_at, ${new Date(now - 30 * MINUTE)}, p.finished_at, 'demo:' || p.contact_id
    from unnest(
      ${places.map((p) => p.contact.id)}::bigint[],
      ${places.map((p) => p.contact.passport_id)}::uuid[],
      ${places.map((p) => STEPS[p.step]!.id)}::text[],
      ${places.map((p) => placeState(p.step))}::text[],
      ${places.map((p) => wakeAt(now, p.wakeInMinutes))}::timestamptz[],
      ${places.map((p) => (p.wakeInMinutes === null ? new Date(now - 5 * MINUTE).toISOString() : null))}::timestamptz[]
    ) as p(contact_id, passport_id, node_id, state, wake_at, finished_at)`.execute(trx);

  // The line's counts: a step was entered by everyone at or past it; current is who stands
  // there now (an exit keeps none, as the runtime counts it).
  const counts = STEPS.map((step, index) => ({
    nodeId: step.id,
    entered: PLACES.filter((p) => p.step >= index).length,
    current:
      step.type === 'exit' || step.type === 'entry'
        ? 0
        : PLACES.filter((p) => p.step === index).length,
  }));
  await sql`insert into journey_node_counts (client_id, journey_id, node_id, entered, current)
    select ${clientId}, ${journeyId}, c.node_id, c.entered, c.current
    from unnest(${counts.map((c) => c.nodeId)}::text[], ${counts.map((c) => c.entered)}::bigint[],
      ${counts.map((c) => c.current)}::bigint[]) as c(node_id, entered, current)`.execute(trx);
}

function placeState(step: number): string {
  const type = STEPS[step]!.type;
  if (type === 'exit') return 'finished';
  return type === 'wait' ? 'waiting' : 'active';
}

function wakeAt(now: number, minutes: number | null): string | null {
  return minutes === null ? null : new Date(now + minutes * MINUTE).toISOString();
}
