import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import {
  LICENCE_GRACE_DAYS,
  LICENCE_STANDING_MSG,
} from '@resonate/contracts/onboarding/licence-standing';
import type { DB } from '#/db/schema.ts';
import { cs } from '#/modules/communication-settings/testing.ts';
import {
  runDueCommunications,
  startCommunication,
  tickJourneys,
} from '#/modules/communications/index.ts';
import {
  communicationRow,
  insertEmailCommunication,
  messageStatuses,
  createAndStart,
  edges,
  entryList,
  exit,
  sendEmail,
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '#/modules/communications/testing.ts';
import { daysFrom, setCurrentLicence } from './standing-test-helpers.ts';

let f: TCommunicationFixture;
let owner: Kysely<DB>;
let licensedChannels: number[];
beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 3 });
  owner = ownerOf(f.app);
  const licence = await owner
    .selectFrom('licences')
    .select('channel_ids')
    .where('client_id', '=', f.clientId)
    .where('replaced_at', 'is', null)
    .executeTakeFirstOrThrow();
  licensedChannels = licence.channel_ids;
}, 60_000);
afterAll(() => f.close());

const ACME = 'Acme Retail';
// The licence ends two days from the real clock; the engine and the journeys are then run at
// the moment a test means (their `now`), before or after the end of the grace period.
const start = new Date();
const end = daysFrom(start, 2);
const inGraceAt = daysFrom(end, LICENCE_GRACE_DAYS - 1);
const lapsedAt = daysFrom(end, LICENCE_GRACE_DAYS + 1);
const restore = (channelIds?: number[]) =>
  setCurrentLicence(owner, ACME, { validFrom: daysFrom(start, -30), validUntil: end, channelIds });

describe('sending under a licence that ends', () => {
  afterEach(() => restore(licensedChannels));

  it('the engine still sends in the grace period', async () => {
    await restore();
    const before = f.sink!.received.length;
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id, inGraceAt);
    await runDueCommunications(f.app, inGraceAt);
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sent);
    expect(f.sink!.received.length - before).toBe(3);
  });

  it('after the grace the run is paused with the reason, and Resume after a renewal sends it', async () => {
    await restore();
    const before = f.sink!.received.length;
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId], {
      createdBy: f.admin.userId,
    });
    await startCommunication(f.app, f.clientId, id, lapsedAt);
    expect(await runDueCommunications(f.app, lapsedAt)).toBe(1);
    const paused = await communicationRow(owner, f.clientId, id);
    expect(paused).toMatchObject({
      status: STATUS.paused,
      last_error: LICENCE_STANDING_MSG.sendingStopped,
      next_run_at: null,
      run_no: 0,
    });
    expect(f.sink!.received.length).toBe(before);

    // Still lapsed by the server's clock: Resume is refused with the same reason.
    await setCurrentLicence(owner, ACME, {
      validFrom: daysFrom(start, -60),
      validUntil: daysFrom(start, -(LICENCE_GRACE_DAYS + 1)),
    });
    const refused = await comm(f.app, f.admin, 'ResumeCommunication', { communicationId: id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LICENCE_STANDING_MSG.sendingStopped);

    await setCurrentLicence(owner, ACME, { validFrom: start, validUntil: daysFrom(start, 365) });
    const resumed = await comm(f.app, f.admin, 'ResumeCommunication', { communicationId: id });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await runDueCommunications(f.app, new Date());
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sent);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 3 });
  });

  it('a run under way when the grace ends stops at its next batch; Resume sends the rest', async () => {
    await restore();
    const before = f.sink!.received.length;
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id, inGraceAt);
    // The clock passes the end of the grace once the first message has gone.
    const clock = () => (f.sink!.received.length > before ? lapsedAt : inGraceAt);
    await runDueCommunications(f.app, inGraceAt, { batchSize: 1, now: clock });
    expect(await communicationRow(owner, f.clientId, id)).toMatchObject({
      status: STATUS.paused,
      last_error: LICENCE_STANDING_MSG.sendingStopped,
    });
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 1, queued: 2 });

    await setCurrentLicence(owner, ACME, { validFrom: start, validUntil: daysFrom(start, 365) });
    const resumed = await comm(f.app, f.admin, 'ResumeCommunication', { communicationId: id });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await runDueCommunications(f.app, new Date());
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 3 });
    expect(f.sink!.received.length - before).toBe(3);
  });

  it("a journey's sends wait after the grace and go out once the licence is renewed", async () => {
    await setCurrentLicence(owner, ACME, { validFrom: start, validUntil: daysFrom(start, 365) });
    const journeyId = await createAndStart(f.app, f.admin, {
      nodes: [entryList(f.listId), sendEmail('mail'), exit('done')],
      edges: edges(['start', 'mail'], ['mail', 'done']),
    });
    await restore();
    const before = f.sink!.received.length;
    await tickJourneys(f.app, lapsedAt);
    await tickJourneys(f.app, daysFrom(lapsedAt, 0.001));
    expect(f.sink!.received.length).toBe(before);

    await setCurrentLicence(owner, ACME, { validFrom: start, validUntil: daysFrom(lapsedAt, 365) });
    await tickJourneys(f.app, daysFrom(lapsedAt, 0.02));
    await tickJourneys(f.app, daysFrom(lapsedAt, 0.03));
    expect(f.sink!.received.length - before).toBe(3);
    await comm(f.app, f.admin, 'PauseJourney', { journeyId });
  });

  it('a channel the licence leaves out can be neither set up nor sent on', async () => {
    await setCurrentLicence(owner, ACME, {
      validFrom: start,
      validUntil: daysFrom(start, 365),
      channelIds: [2],
    });
    const whatsApp = await cs(f.app, f.admin, 'UpsertWhatsAppSetting', {
      provider: 'meta',
      phoneNumberId: '1098765432',
      businessAccountId: '2233445566',
      accessToken: 'token-of-the-test',
      webhookVerifyToken: 'verify',
      apiBaseUrl: 'https://graph.example.com/v21.0/',
    });
    expect(whatsApp.statusCode).toBe(403);
    expect(whatsApp.json().message).toBe(LICENCE_STANDING_MSG.channelNotLicensed('WhatsApp'));

    const before = f.sink!.received.length;
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id);
    await runDueCommunications(f.app, new Date());
    expect(await communicationRow(owner, f.clientId, id)).toMatchObject({
      status: STATUS.paused,
      last_error: LICENCE_STANDING_MSG.channelNotLicensed('Email'),
    });
    expect(f.sink!.received.length).toBe(before);
  });
});
