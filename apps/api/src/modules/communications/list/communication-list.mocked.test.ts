import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_ACTION_MSG } from '@resonate/contracts/campaigns/communication-list';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { signIn } from '../../../../test/auth-helpers.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { insertCommunication, insertRollup } from './list-test-helpers.ts';
import { started } from './start-communication-stub.ts';

// The engine's start is tested by its owner: here it only has to be called.
vi.mock('../engine/start-communication.ts', () => import('./start-communication-stub.ts'));

let f: TCommunicationFixture;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
const TAG = 'Lst';

const list = async (caller: TCaller, body: object = {}) => {
  const response = await comm(f.app, caller, 'GetCommunications', { search: TAG, ...body });
  expect(response.statusCode, response.body).toBe(200);
  const json = response.json();
  return {
    total: json.totalRows as number,
    rows: json.data.communications as { name: string; status: number; figures: object }[],
  };
};
const names = async (body: object = {}, caller = admin) =>
  (await list(caller, body)).rows.map((row) => row.name);

let ids: Record<string, number>;

beforeAll(async () => {
  f = await createCommunicationFixture({ smtp: false, contacts: 1 });
  admin = f.admin;
  viewer = await signIn(f.app, 'viewer@acme.test');
  brand = await signIn(f.app, 'brand@acme.test');
  const departments = await ownerOf(f.app)
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('client_id', '=', f.clientId)
    .execute();
  const marketing = Number(departments.find((d) => d.name === 'Marketing')!.id);
  const at = (day: string) => `${day}T12:00:00Z`;
  const add = (name: string, c: Partial<Parameters<typeof insertCommunication>[2]> = {}) =>
    insertCommunication(f.app, f.clientId, { name: `${TAG} ${name}`, status: STATUS.sent, ...c });
  ids = {
    email: await add('Email sent', { startedAt: at('2026-10-05'), departmentId: marketing }),
    sms: await add('SMS sending', {
      status: STATUS.sending,
      channelId: 2,
      startedAt: at('2026-10-10'),
    }),
    draft: await add('Draft 100% off_', { status: STATUS.draft, createdAt: at('2026-10-12') }),
    paused: await add('Paused', { status: STATUS.paused, startedAt: at('2026-10-01') }),
    old: await add('Archived', { archived: true, startedAt: at('2026-09-01') }),
    pending: await add('Pending', { status: STATUS.pending_approval, createdAt: at('2026-10-11') }),
    approved: await add('Approved', { status: STATUS.approved, createdAt: at('2026-10-11') }),
  };
  // Figures over several days, departments and channels: the list shows their sum.
  await insertRollup(f.app, f.clientId, {
    communicationId: ids.email!,
    day: '2026-10-05',
    sent: 100,
    delivered: 90,
    opened: 40,
    clicked: 10,
    converted: 2,
    revenue: 50.5,
  });
  await insertRollup(f.app, f.clientId, {
    communicationId: ids.email!,
    day: '2026-10-06',
    departmentId: marketing,
    sent: 5,
    opened: 3,
    revenue: 10,
  });
  await insertCommunication(f.app, brand.clientId, { name: `${TAG} Outlet`, status: STATUS.sent });
}, 120_000);

afterAll(async () => {
  await f?.close();
});

describe('Communication/GetCommunications', () => {
  it('lists the live communications newest first, with figures summed from the rollups', async () => {
    const { rows, total } = await list(admin);
    expect(total).toBe(6);
    expect(rows.map((row) => row.name)).toEqual([
      `${TAG} Draft 100% off_`,
      `${TAG} Approved`,
      `${TAG} Pending`,
      `${TAG} SMS sending`,
      `${TAG} Email sent`,
      `${TAG} Paused`,
    ]);
    const email = rows.find((row) => row.name === `${TAG} Email sent`)!;
    expect(email).toMatchObject({ status: STATUS.sent, audienceSize: 42, archived: false });
    expect(email.figures).toEqual({
      sent: 105,
      delivered: 90,
      opened: 43,
      clicked: 10,
      converted: 2,
      bounced: 0,
      unsubscribed: 0,
      complained: 0,
      revenue: 60.5,
    });
    expect(rows.find((row) => row.name === `${TAG} Paused`)!.figures).toMatchObject({ sent: 0 });
  });

  it('searches names literally, filters by channel, status and the client days, sorts and pages', async () => {
    expect(await names({ search: `${TAG} Draft 100%` })).toEqual([`${TAG} Draft 100% off_`]);
    expect(await names({ search: '100\\%' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([`${TAG} Draft 100% off_`]);
    expect(await names({ channelIds: [2] })).toEqual([`${TAG} SMS sending`]);
    expect(await names({ statuses: [STATUS.paused, STATUS.sent] })).toEqual([
      `${TAG} Email sent`,
      `${TAG} Paused`,
    ]);
    expect(await names({ from: '2026-10-05', to: '2026-10-10' })).toEqual([
      `${TAG} SMS sending`,
      `${TAG} Email sent`,
    ]);
    expect(await names({ archived: true })).toEqual([`${TAG} Archived`]);
    expect(await names({ sort: 'name' })).toEqual([...(await names())].sort());
    const page = await list(admin, { pageNo: 2, pageSize: 4, sort: 'oldest' });
    expect(page.total).toBe(6);
    expect(page.rows.map((row) => row.name)).toEqual([`${TAG} Approved`, `${TAG} Draft 100% off_`]);
  });

  it('shows a department session only its department, and no client another client', async () => {
    const departments = await ownerOf(f.app)
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('client_id', '=', f.clientId)
      .execute();
    const marketing = Number(departments.find((d) => d.name === 'Marketing')!.id);
    const switchTo = (departmentId: number) =>
      f.app.inject({
        method: 'POST',
        url: '/api/User/SwitchCompany',
        headers: { accesstoken: admin.accessToken },
        payload: { clientId: admin.clientId, departmentId },
      });
    expect((await switchTo(marketing)).statusCode).toBe(200);
    try {
      expect(await names()).toEqual([`${TAG} Email sent`]);
      const paused = await comm(f.app, admin, 'PauseCommunication', { communicationId: ids.sms });
      expect(paused.statusCode).toBe(404);
    } finally {
      await switchTo(0);
    }
    expect(await names({}, brand)).toEqual([`${TAG} Outlet`]);
  });

  it('refuses bad filters with a 400 and field messages', async () => {
    const bad = async (body: object) => {
      const response = await comm(f.app, admin, 'GetCommunications', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json();
    };
    expect((await bad({ from: '2026-10-10', to: '2026-10-01' })).errors).toMatchObject({
      to: LIST_ACTION_MSG.dateRange,
    });
    expect((await bad({ from: '2026-02-31' })).errors).toMatchObject({
      from: LIST_ACTION_MSG.dateInvalid,
    });
    await bad({ pageSize: 1000 });
    await bad({ statuses: [99] });
    await bad({ sort: 'random' });
    await bad({ search: 'x'.repeat(500) });
    await bad({ search: 'a\u0000b' });
  });

  it('is readable by a viewer', async () => {
    expect((await list(viewer)).total).toBeGreaterThanOrEqual(0);
  });

  it('counts the messages possibly sent twice (in doubt at a restart) over all runs', async () => {
    const contact = f.contacts[0]!;
    const message = (communicationId: number, runNo: number, inDoubt: number) => ({
      client_id: f.clientId,
      communication_id: communicationId,
      run_no: runNo,
      passport_id: contact.passportId,
      channel_id: 1,
      address: contact.email,
      status: 'sent' as const,
      in_doubt: inDoubt,
    });
    await ownerOf(f.app)
      .insertInto('messages')
      .values([message(ids.email!, 1, 2), message(ids.email!, 2, 1), message(ids.sms!, 1, 0)])
      .execute();
    const { rows } = await list(admin);
    const doubts = Object.fromEntries(
      rows.map((row) => [row.name, (row as { possiblyDuplicated?: number }).possiblyDuplicated]),
    );
    expect(doubts[`${TAG} Email sent`]).toBe(3);
    expect(doubts[`${TAG} SMS sending`]).toBe(0);
    expect(doubts[`${TAG} Paused`]).toBe(0);
  });
});

describe('Communication list actions', () => {
  const act = (caller: TCaller, name: string, communicationId: number) =>
    comm(f.app, caller, name, { communicationId });
  const statusOf = async (id: number) =>
    await ownerOf(f.app)
      .selectFrom('communications')
      .select(['status', 'next_run_at', 'archived_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('pauses a sending communication and refuses to pause a finished one', async () => {
    const response = await act(admin, 'PauseCommunication', ids.sms!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: LIST_ACTION_MSG.paused,
      data: { communication: { communicationId: ids.sms, status: STATUS.paused } },
    });
    expect(await statusOf(ids.sms!)).toMatchObject({ status: STATUS.paused, next_run_at: null });
    const again = await act(admin, 'PauseCommunication', ids.email!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMM_MSG.cannotPause);
  });

  it('resumes a paused communication through the engine, and only a paused one', async () => {
    started.length = 0;
    const response = await act(admin, 'ResumeCommunication', ids.paused!);
    expect(response.statusCode, response.body).toBe(200);
    expect(started).toEqual([{ clientId: f.clientId, id: ids.paused }]);
    expect(response.json().data.communication.status).toBe(STATUS.scheduled);
    const refused = await act(admin, 'ResumeCommunication', ids.email!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMM_MSG.cannotResume);
    expect(started).toHaveLength(1);
  });

  it('cancels what has not finished; not a finished one, not a draft', async () => {
    const response = await act(admin, 'CancelCommunication', ids.pending!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.communication.status).toBe(STATUS.cancelled);
    const finished = await act(admin, 'CancelCommunication', ids.email!);
    expect([finished.statusCode, finished.json().message]).toEqual([409, COMM_MSG.cannotCancel]);
    const draft = await act(admin, 'CancelCommunication', ids.draft!);
    expect(draft.json().message).toBe(LIST_ACTION_MSG.draftNotCancellable);
  });

  it('archives what cannot send and restores it; refuses busy or already archived ones', async () => {
    const busy = await act(admin, 'ArchiveCommunication', ids.approved!);
    expect([busy.statusCode, busy.json().message]).toEqual([
      409,
      LIST_ACTION_MSG.busyNotArchivable,
    ]);
    const archived = await act(admin, 'ArchiveCommunication', ids.email!);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.communication).toMatchObject({
      archived: true,
      status: STATUS.sent,
    });
    expect(await names()).not.toContain(`${TAG} Email sent`);
    expect(await names({ archived: true })).toContain(`${TAG} Email sent`);
    const twice = await act(admin, 'ArchiveCommunication', ids.email!);
    expect(twice.json().message).toBe(COMM_MSG.alreadyArchived);
    const paused = await act(admin, 'PauseCommunication', ids.email!);
    expect(paused.json().message).toBe(LIST_ACTION_MSG.archivedReadOnly);
    const restored = await act(admin, 'RestoreCommunication', ids.email!);
    expect(restored.json().data.communication).toMatchObject({
      archived: false,
      status: STATUS.sent,
    });
    expect((await statusOf(ids.email!)).archived_at).toBeNull();
    const notArchived = await act(admin, 'RestoreCommunication', ids.email!);
    expect(notArchived.json().message).toBe(LIST_ACTION_MSG.notArchived);
  });

  it('duplicates as a new draft with the same settings, no runs, and a free name', async () => {
    const first = await act(admin, 'DuplicateCommunication', ids.email!);
    expect(first.statusCode, first.body).toBe(200);
    const copy = first.json().data.communication;
    expect(copy).toMatchObject({
      name: `Copy of ${TAG} Email sent`,
      status: STATUS.draft,
      channelId: 1,
      startedAt: null,
      figures: { sent: 0 },
    });
    const owner = ownerOf(f.app);
    const [source, made] = await Promise.all(
      [ids.email!, copy.communicationId as number].map((id) =>
        owner
          .selectFrom('communications')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(made).toMatchObject({
      audience: source!.audience,
      content: source!.content,
      schedule: source!.schedule,
      throttle_per_minute: 60,
      department_id: source!.department_id,
      run_no: 0,
      next_run_at: null,
    });
    expect(Number(made!.created_by)).toBe(admin.userId);
    const second = await act(admin, 'DuplicateCommunication', ids.email!);
    expect(second.json().data.communication.name).toBe(`Copy of ${TAG} Email sent (2)`);
  });

  it('cuts a long copy name to the maximum', async () => {
    const long = await insertCommunication(f.app, f.clientId, {
      name: `${TAG} ${'n'.repeat(95)}`,
      status: STATUS.sent,
    });
    const response = await act(admin, 'DuplicateCommunication', long);
    const name = response.json().data.communication.name as string;
    expect(name).toHaveLength(100);
    expect(name.startsWith(`Copy of ${TAG} nnn`)).toBe(true);
  });

  it("answers 404 for another client's communication and 403 to a viewer's change", async () => {
    for (const name of ['PauseCommunication', 'DuplicateCommunication', 'ArchiveCommunication']) {
      const other = await act(brand, name, ids.sms!);
      expect(other.statusCode, name).toBe(404);
      expect(other.json().message).toBe(COMM_MSG.notFound);
      expect((await act(viewer, name, ids.sms!)).statusCode, name).toBe(403);
    }
    expect((await act(admin, 'PauseCommunication', 0)).statusCode).toBe(400);
    expect((await act(admin, 'PauseCommunication', 987654321)).statusCode).toBe(404);
  });
});
