import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPROVAL_MSG } from '@resonate/contracts/campaigns/approval';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { signIn } from '../../../../test/auth-helpers.ts';
import { insertCommunication } from '../list/list-test-helpers.ts';
import { started } from '../list/start-communication-stub.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { requestApproval } from './request-approval.ts';

// The engine's start is tested by its owner: here it only has to be called.
vi.mock('../engine/start-communication.ts', () => import('../list/start-communication-stub.ts'));

let f: TCommunicationFixture;
let admin: TCaller;
let eve: TCaller;
let viewer: TCaller;
let brand: TCaller;

/** A user whose role may edit communications (so may approve), with the demo password. */
async function addEditor(clientId: number, email: string, firstName: string) {
  const owner = ownerOf(f.app);
  const role = await owner
    .insertInto('roles')
    .values({ client_id: clientId, name: `Editor ${email}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await owner
    .insertInto('role_permissions')
    .values({
      client_id: clientId,
      role_id: role.id,
      feature_id: FEATURE_IDS.communications,
      can_view: true,
      can_edit: true,
    })
    .execute();
  const { password_hash } = await owner
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'admin@acme.test')
    .executeTakeFirstOrThrow();
  await owner
    .insertInto('users')
    .values({ client_id: clientId, email, first_name: firstName, password_hash, role_id: role.id })
    .execute();
}

const notificationsOf = (userId: number, typeId: number) =>
  ownerOf(f.app)
    .selectFrom('notifications')
    .select(['event_name', 'details'])
    .where('user_id', '=', userId)
    .where('notification_type_id', '=', typeId)
    .orderBy('id')
    .execute();

const pending = (approverIds: number[], name = 'Autumn launch') =>
  insertCommunication(f.app, f.clientId, {
    name,
    status: STATUS.pending_approval,
    approverIds,
    createdBy: admin.userId,
  });

beforeAll(async () => {
  f = await createCommunicationFixture({ smtp: false, contacts: 1 });
  admin = f.admin;
  await addEditor(f.clientId, 'eve@acme.test', 'Eve');
  eve = await signIn(f.app, 'eve@acme.test');
  viewer = await signIn(f.app, 'viewer@acme.test');
  brand = await signIn(f.app, 'brand@acme.test');
}, 120_000);

afterAll(async () => {
  await f?.close();
});

describe('Communication/GetApprovers', () => {
  it('lists the users who may edit communications, as first name and email', async () => {
    const response = await comm(f.app, viewer, 'GetApprovers');
    expect(response.statusCode, response.body).toBe(200);
    const approvers = response.json().data.approvers;
    expect(approvers).toEqual([
      {
        userId: admin.userId,
        firstName: 'Ada',
        email: 'admin@acme.test',
        displayName: 'Ada (admin@acme.test)',
      },
      {
        userId: eve.userId,
        firstName: 'Eve',
        email: 'eve@acme.test',
        displayName: 'Eve (eve@acme.test)',
      },
    ]);
    // Another client's users are never listed.
    const other = (await comm(f.app, brand, 'GetApprovers')).json().data.approvers;
    expect(other.map((a: { email: string }) => a.email)).not.toContain('admin@acme.test');
  });
});

describe('requestApproval', () => {
  it('notifies each listed approver once the communication waits for approval', async () => {
    const id = await pending([eve.userId, viewer.userId]);
    await requestApproval(f.app, f.clientId, id);
    const toEve = await notificationsOf(eve.userId, 9);
    expect(toEve).toHaveLength(1);
    expect(toEve[0]!.event_name).toBe('"Autumn launch" is waiting for your approval');
    expect(toEve[0]!.details).toMatchObject({ 'Requested by': 'Ada (admin@acme.test)' });
    // Listed but no longer allowed to edit communications: not asked.
    expect(await notificationsOf(viewer.userId, 9)).toHaveLength(0);
  });

  it('notifies nobody for a communication that is not pending, and never throws', async () => {
    const id = await insertCommunication(f.app, f.clientId, {
      name: 'Draft one',
      status: STATUS.draft,
      approverIds: [admin.userId],
    });
    await requestApproval(f.app, f.clientId, id);
    await requestApproval(f.app, f.clientId, 987654321);
    expect(await notificationsOf(admin.userId, 9)).toHaveLength(0);
  });
});

describe('Communication/GetPendingApprovals', () => {
  it("lists what waits for the caller's decision, oldest first", async () => {
    const id = await pending([eve.userId], 'Winter sale');
    const response = await comm(f.app, eve, 'GetPendingApprovals');
    expect(response.statusCode, response.body).toBe(200);
    const approvals = response.json().data.approvals;
    expect(approvals.map((a: { name: string }) => a.name)).toContain('Winter sale');
    expect(
      approvals.find((a: { communicationId: number }) => a.communicationId === id),
    ).toMatchObject({
      channelId: 1,
      audienceSize: 42,
      currency: expect.any(String),
      requestedBy: { userId: admin.userId, displayName: 'Ada (admin@acme.test)' },
    });
    const mine = (await comm(f.app, admin, 'GetPendingApprovals')).json().data.approvals;
    expect(mine.map((a: { name: string }) => a.name)).not.toContain('Winter sale');
    expect((await comm(f.app, eve, 'GetPendingApprovals', { pageSize: 0 })).statusCode).toBe(400);
  });
});

describe('Communication/ApproveCommunication and RejectCommunication', () => {
  it('approves once: the communication starts and its creator is told', async () => {
    const id = await pending([eve.userId], 'Approve me');
    started.length = 0;
    const notListed = await comm(f.app, admin, 'ApproveCommunication', { communicationId: id });
    expect([notListed.statusCode, notListed.json().message]).toEqual([403, COMM_MSG.notAnApprover]);

    const response = await comm(f.app, eve, 'ApproveCommunication', {
      communicationId: id,
      note: 'Fine',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: APPROVAL_MSG.approved,
      data: { communicationId: id, status: STATUS.scheduled },
    });
    expect(started.map((call) => call.id)).toEqual([id]);
    const row = await ownerOf(f.app)
      .selectFrom('communications')
      .select(['decided_by', 'decision_note', 'approved_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.decided_by)).toBe(eve.userId);
    expect(row.decision_note).toBe('Fine');
    expect(row.approved_at).not.toBeNull();
    const decisions = await ownerOf(f.app)
      .selectFrom('communication_approvals')
      .select(['approver_id', 'decision'])
      .where('communication_id', '=', id)
      .execute();
    expect(decisions.map((d) => [Number(d.approver_id), d.decision])).toEqual([
      [eve.userId, 'approved'],
    ]);
    const told = await notificationsOf(admin.userId, 10);
    expect(told.at(-1)!.event_name).toBe('"Approve me" was approved by Eve (eve@acme.test)');

    const again = await comm(f.app, eve, 'ApproveCommunication', { communicationId: id });
    expect([again.statusCode, again.json().message]).toEqual([409, COMM_MSG.notPending]);
    expect(started.map((call) => call.id)).toEqual([id]);
  });

  it('rejects with a required note, which makes it editable again', async () => {
    const id = await pending([eve.userId], 'Reject me');
    const noNote = await comm(f.app, eve, 'RejectCommunication', { communicationId: id });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toMatchObject({ note: APPROVAL_MSG.rejectNoteRequired });
    const blank = await comm(f.app, eve, 'RejectCommunication', {
      communicationId: id,
      note: '   ',
    });
    expect(blank.statusCode).toBe(400);

    const response = await comm(f.app, eve, 'RejectCommunication', {
      communicationId: id,
      note: 'Wrong audience',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe(STATUS.rejected);
    const row = await ownerOf(f.app)
      .selectFrom('communications')
      .select(['status', 'decision_note', 'approved_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: STATUS.rejected,
      decision_note: 'Wrong audience',
      approved_at: null,
    });
    const told = await notificationsOf(admin.userId, 10);
    expect(told.at(-1)).toMatchObject({
      event_name: '"Reject me" was rejected by Eve (eve@acme.test)',
      details: { Note: 'Wrong audience' },
    });
  });

  it('refuses a viewer (403), another client (404) and bad ids (400)', async () => {
    const id = await pending([eve.userId, viewer.userId], 'Guarded');
    expect(
      (await comm(f.app, viewer, 'ApproveCommunication', { communicationId: id })).statusCode,
    ).toBe(403);
    const other = await comm(f.app, brand, 'ApproveCommunication', { communicationId: id });
    expect([other.statusCode, other.json().message]).toEqual([404, COMM_MSG.notFound]);
    expect(
      (await comm(f.app, eve, 'ApproveCommunication', { communicationId: -1 })).statusCode,
    ).toBe(400);
    expect(
      (
        await comm(f.app, eve, 'RejectCommunication', {
          communicationId: id,
          note: 'x'.repeat(501),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('Communication/GetApprovalSetting and UpdateApprovalSetting', () => {
  it('lets account admins turn the approval step on; others only read it', async () => {
    const read = async (caller: TCaller) =>
      (await comm(f.app, caller, 'GetApprovalSetting')).json().data.setting;
    expect(await read(admin)).toEqual({ required: false, canChange: true });
    const update = await comm(f.app, admin, 'UpdateApprovalSetting', { required: true });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().message).toBe(APPROVAL_MSG.settingSaved);
    expect(await read(viewer)).toEqual({ required: true, canChange: false });
    const byEditor = await comm(f.app, eve, 'UpdateApprovalSetting', { required: false });
    expect([byEditor.statusCode, byEditor.json().message]).toEqual([
      403,
      APPROVAL_MSG.settingAdminsOnly,
    ]);
    expect(
      (await comm(f.app, viewer, 'UpdateApprovalSetting', { required: false })).statusCode,
    ).toBe(403);
    expect(
      (await comm(f.app, admin, 'UpdateApprovalSetting', { required: 'yes' })).statusCode,
    ).toBe(400);
    // Another client's setting is its own.
    expect(await read(brand)).toEqual({ required: false, canChange: true });
  });
});
