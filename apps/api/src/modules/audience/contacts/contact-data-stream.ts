import { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import {
  CONTACT_DATA_FORMAT,
  CONTACT_DATA_PAGE_SIZE,
  CONTACT_DATA_VERSION,
  type TContactDataEvent,
  type TContactDataMessage,
} from '@resonate/contracts/audience/contact-data';
import { channelName } from '@resonate/contracts/channels';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { listContactMessages, type TContactMessageRow } from '#/modules/communications/index.ts';
import { contactTopicChoices } from '#/modules/subscriptions/index.ts';
import { readContactOptIn } from '../opt-in/get-contact-opt-in.ts';
import { contactProfile } from './contact-profile.ts';
import { toContactEvent } from './contact-view.ts';
import { listEventsPage } from './contact-data-repository.ts';
import type { TContactRow } from './contacts-repository.ts';

type TDb = { db: Kysely<DB> };
/** A contact's document on its way to the client, and whose it is (the file's name). */
export type TDownload = { passportId: string; body: Readable };
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toMessage(row: TContactMessageRow): TContactDataMessage {
  return {
    messageId: Number(row.id),
    communicationId: Number(row.communication_id),
    communicationName: row.communication_name,
    channelId: row.channel_id,
    channel: channelName(row.channel_id) ?? null,
    address: row.address,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
    openedAt: iso(row.opened_at),
    clickedAt: iso(row.clicked_at),
  };
}

/** The document's head: everything but the two histories, which may be long. */
async function headOf(trx: Transaction<DB>, row: TContactRow): Promise<string> {
  const head = {
    format: CONTACT_DATA_FORMAT,
    version: CONTACT_DATA_VERSION,
    exportedAt: new Date().toISOString(),
    ...(await contactProfile(trx, row, null)),
    optIn: await readContactOptIn(trx, row.client_id, Number(row.id)),
    topics: await contactTopicChoices(trx, row.client_id, Number(row.id)),
  };
  // The object without its closing brace: the histories' arrays follow as more members.
  return JSON.stringify(head).slice(0, -1);
}

/**
 * One history as a JSON array's items, page by page (keyset on id, one short tenant
 * transaction per page): a contact with 100k events never holds more than a page in memory,
 * and the readable stream's backpressure paces the reads to the client.
 */
async function* arrayItems<TRow extends { id: number }>(
  deps: TDb,
  clientId: number,
  readPage: (trx: Transaction<DB>, afterId: number) => Promise<TRow[]>,
  toItem: (row: TRow) => unknown,
): AsyncGenerator<string> {
  let afterId = 0;
  let separator = '';
  for (;;) {
    const page = await withTenant(deps.db, { clientId }, (trx) => readPage(trx, afterId));
    if (page.length === 0) return;
    yield separator + page.map((row) => JSON.stringify(toItem(row))).join(',');
    separator = ',';
    afterId = Number(page[page.length - 1]!.id);
    if (page.length < CONTACT_DATA_PAGE_SIZE) return;
  }
}

/**
 * The whole document of ZContactDataSchema as a stream of JSON text. The head is read before
 * this resolves (a failure there is an ordinary error answer); messages and events stream after.
 */
export async function streamContactData(
  deps: TDb,
  clientId: number,
  row: TContactRow,
): Promise<Readable> {
  const head = await withTenant(deps.db, { clientId }, (trx) => headOf(trx, row));
  const passportId = row.passport_id;
  async function* chunks(): AsyncGenerator<string> {
    yield `${head},"messages":[`;
    yield* arrayItems(
      deps,
      clientId,
      (trx, afterId) =>
        listContactMessages(trx, clientId, passportId, afterId, CONTACT_DATA_PAGE_SIZE),
      toMessage,
    );
    yield '],"events":[';
    yield* arrayItems(
      deps,
      clientId,
      (trx, afterId) => listEventsPage(trx, passportId, afterId, CONTACT_DATA_PAGE_SIZE),
      (event): TContactDataEvent => ({ ...toContactEvent(event), leadSource: event.lead_source }),
    );
    yield ']}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
