/**
 * First start: a moderate history for Acme Retail (its demo contacts, a few dozen
 * communications, FIRST_START_EVENTS events over FIRST_START_MONTHS months) so the dashboard and
 * Audience analytics 360 show data at once, plus a few past notifications. Runs inside the
 * seeding transaction, which seeds only an empty database, so it happens once.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { loadDemoContacts } from './demo-contacts.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { Int8ColumnsPlugin } from './int8-plugin.ts';
import { writeDemoHistory } from './write-history.ts';

export const FIRST_START_EVENTS = 100_000;
export const FIRST_START_MONTHS = 6;
export const FIRST_START_SEED = 42;

export async function seedDemoHistory(trx: Transaction<DB>, now = new Date()): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    select id from clients where tenant_short_code = 'ACME'`.execute(trx);
  const clientId = rows[0]?.id;
  if (clientId === undefined) return;
  const typed = trx.withPlugin(new Int8ColumnsPlugin());
  const db = typed as Kysely<DB>;
  const contacts = await loadDemoContacts(db, clientId, Number.MAX_SAFE_INTEGER);
  if (contacts.length === 0) return;
  await writeDemoHistory(db, {
    clientId,
    contacts,
    events: FIRST_START_EVENTS,
    months: FIRST_START_MONTHS,
    seed: FIRST_START_SEED,
    now,
  });
  await seedDemoNotifications(typed, clientId, now);
}
