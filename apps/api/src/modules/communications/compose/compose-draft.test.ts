import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { MSG } from '@resonate/contracts/messages';
import { ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';

let fx: TCommunicationFixture;
let viewer: TCaller;
let outsider: TCaller;

beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 3 });
  viewer = await signIn(fx.app, 'viewer@acme.test');
  outsider = await signIn(fx.app, 'brand@acme.test');
});
afterAll(async () => {
  await fx.close();
});

const emailContent = (html: string) => ({
  kind: 'email',
  subject: 'Hello {{ firstName | default: "there" }}',
  preheader: '',
  html,
  text: '',
});

async function draft(payload: object) {
  return comm(fx.app, fx.admin, 'SaveCommunicationDraft', payload);
}

describe('SaveCommunicationDraft and GetCommunication', () => {
  it('creates a draft with empty content of the channel kind, then updates it', async () => {
    const created = await draft({ name: 'Winter sale', channelId: 1 });
    expect(created.statusCode).toBe(200);
    const communication = created.json().data.communication;
    expect(communication).toMatchObject({
      name: 'Winter sale',
      channelId: 1,
      status: 7,
      content: { kind: 'email', subject: '', html: '' },
      schedule: { kind: 'now' },
      currency: expect.any(String),
      archived: false,
    });

    const updated = await draft({
      communicationId: communication.communicationId,
      name: 'Winter sale',
      channelId: 1,
      audience: { listIds: [fx.listId] },
      content: emailContent('<p>Hi {{firstName}}</p>'),
      schedule: { kind: 'later', at: '2099-01-01T09:00' },
      sendWindow: { from: '09:00', to: '17:00', days: [1, 2, 3] },
      frequencyCap: { max: 2, days: 7 },
      throttlePerMinute: 100,
    });
    expect(updated.statusCode).toBe(200);
    const read = await comm(fx.app, fx.admin, 'GetCommunication', {
      communicationId: communication.communicationId,
    });
    expect(read.json().data.communication).toMatchObject({
      audience: { listIds: [fx.listId], suppressionListIds: [] },
      content: { kind: 'email', html: '<p>Hi {{firstName}}</p>' },
      schedule: { kind: 'later', at: '2099-01-01T09:00' },
      sendWindow: { from: '09:00', to: '17:00', days: [1, 2, 3] },
      frequencyCap: { max: 2, days: 7 },
      throttlePerMinute: 100,
    });
  });

  it('resets the content when the channel changes kind', async () => {
    const created = await draft({
      name: 'Channel switch',
      channelId: 1,
      content: emailContent('<p>x</p>'),
    });
    const { communicationId } = created.json().data.communication;
    const switched = await draft({
      communicationId,
      name: 'Channel switch',
      channelId: 2,
      content: emailContent('<p>x</p>'),
    });
    expect(switched.json().data.communication.content).toEqual({ kind: 'text', text: '' });
  });

  it('refuses names with forbidden characters, too short, or already used', async () => {
    const special = await draft({ name: 'Sale <50%>', channelId: 1 });
    expect(special.statusCode).toBe(400);
    expect(special.json().errors.name).toBe(MSG.specialCharsNotAllowed);
    const blank = await draft({ name: '   ', channelId: 1 });
    expect(blank.json().errors.name).toBe(MSG.communicationNameRequired);
    await draft({ name: 'Unique name', channelId: 1 });
    const taken = await draft({ name: 'unique NAME', channelId: 2 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name).toBe(COMPOSE_MSG.nameTaken);
  });

  it('refuses a channel that cannot send and a department the user does not work in', async () => {
    const analytics = await draft({ name: 'Analytics', channelId: 6 });
    expect(analytics.statusCode).toBe(400);
    expect(analytics.json().errors.channelId).toBe(COMM_MSG.channelNotSendable);
    const department = await draft({ name: 'Department', channelId: 1, departmentId: 999_999 });
    expect(department.statusCode).toBe(400);
    expect(department.json().errors.departmentId).toBe(COMPOSE_MSG.departmentUnknown);
  });

  it('edits only drafts and rejected communications', async () => {
    const created = await draft({ name: 'Already sent', channelId: 1 });
    const { communicationId } = created.json().data.communication;
    await ownerOf(fx.app)
      .updateTable('communications')
      .set({ status: 5 })
      .where('id', '=', communicationId)
      .execute();
    const refused = await draft({ communicationId, name: 'Already sent', channelId: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(COMM_MSG.notEditable);

    await ownerOf(fx.app)
      .updateTable('communications')
      .set({ status: 16, decision_note: 'Fix the subject' })
      .where('id', '=', communicationId)
      .execute();
    const reopened = await draft({ communicationId, name: 'Already sent', channelId: 1 });
    expect(reopened.json().data.communication).toMatchObject({
      status: 7,
      decisionNote: 'Fix the subject',
    });
  });

  it('answers 404 for another tenant and 403 to a viewer who saves', async () => {
    const created = await draft({ name: 'Private', channelId: 1 });
    const { communicationId } = created.json().data.communication;
    const foreign = await comm(fx.app, outsider, 'GetCommunication', { communicationId });
    expect(foreign.statusCode).toBe(404);
    const foreignSave = await comm(fx.app, outsider, 'SaveCommunicationDraft', {
      communicationId,
      name: 'Taken over',
      channelId: 1,
    });
    expect(foreignSave.statusCode).toBe(404);
    const foreignEstimate = await comm(fx.app, outsider, 'EstimateCommunication', {
      communicationId,
    });
    expect(foreignEstimate.statusCode).toBe(404);

    const viewed = await comm(fx.app, viewer, 'GetCommunication', { communicationId });
    expect(viewed.statusCode).toBe(200);
    const saved = await comm(fx.app, viewer, 'SaveCommunicationDraft', {
      name: 'Viewer draft',
      channelId: 1,
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe(ROLE_DENIES_CHANGE);
    const launched = await comm(fx.app, viewer, 'LaunchCommunication', { communicationId });
    expect(launched.statusCode).toBe(403);
  });
});

describe('GetComposeOptions', () => {
  it('offers the lists, every sendable channel with licence and readiness, and the clock', async () => {
    const response = await comm(fx.app, fx.admin, 'GetComposeOptions', {});
    expect(response.statusCode).toBe(200);
    const options = response.json().data;
    expect(options.lists).toContainEqual({
      listId: fx.listId,
      name: expect.any(String),
      kind: 'target',
      memberCount: 3,
      daysLeft: null,
    });
    const email = options.channels.find((c: { channelId: number }) => c.channelId === 1);
    expect(email).toMatchObject({ inLicence: true, ready: true, contentKind: 'email' });
    const qr = options.channels.find((c: { channelId: number }) => c.channelId === 3);
    expect(qr).toMatchObject({ needsAudience: false, contentKind: 'qr' });
    expect(options.channels.some((c: { channelId: number }) => c.channelId === 6)).toBe(false);
    expect(options.timeZone).toMatch(/\w/);
    expect(options.approvalRequired).toBe(false);
  });
});

describe('EstimateCommunication', () => {
  it('counts the audience, prices it and stores both on the draft', async () => {
    const created = await draft({
      name: 'Estimate me',
      channelId: 1,
      audience: { listIds: [fx.listId] },
    });
    const { communicationId } = created.json().data.communication;
    const owner = ownerOf(fx.app);
    await owner
      .updateTable('contacts')
      .set({ consent: JSON.stringify({ email: 'unsubscribed' }) })
      .where('id', '=', fx.contacts[0]!.contactId)
      .execute();
    const response = await comm(fx.app, fx.admin, 'EstimateCommunication', { communicationId });
    expect(response.statusCode).toBe(200);
    const estimate = response.json().data.estimate;
    expect(estimate).toMatchObject({
      audienceSize: 2,
      excluded: { noAddress: 0, unsubscribed: 1, suppressed: 0 },
      currency: expect.any(String),
    });
    expect(estimate.includedRemaining === null || estimate.includedRemaining > 0).toBe(true);
    const stored = await owner
      .selectFrom('communications')
      .select(['audience_size', 'estimated_cost_minor'])
      .where('id', '=', communicationId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.audience_size)).toBe(2);
    expect(Number(stored.estimated_cost_minor)).toBe(estimate.estimatedCostMinor);
    await owner
      .updateTable('contacts')
      .set({ consent: JSON.stringify({}) })
      .where('id', '=', fx.contacts[0]!.contactId)
      .execute();
  });

  it('names a list that no longer exists', async () => {
    const created = await draft({
      name: 'Ghost list',
      channelId: 1,
      audience: { listIds: [987654] },
    });
    const { communicationId } = created.json().data.communication;
    const response = await comm(fx.app, fx.admin, 'EstimateCommunication', { communicationId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['audience.listIds']).toBe(COMM_MSG.listGone);
  });
});

describe('PreviewCommunication', () => {
  it('renders for a contact, or with empty fields so the fallbacks show', async () => {
    const created = await draft({
      name: 'Preview me',
      channelId: 1,
      content: emailContent('<p>Hi {{ firstName | default: "friend" }}</p>'),
    });
    const { communicationId } = created.json().data.communication;
    const contact = fx.contacts[1]!;
    const personal = await comm(fx.app, fx.admin, 'PreviewCommunication', {
      communicationId,
      contactId: contact.contactId,
    });
    expect(personal.statusCode).toBe(200);
    expect(personal.json().data.preview).toMatchObject({
      kind: 'email',
      fields: { subject: `Hello ${contact.firstName}`, html: `<p>Hi ${contact.firstName}</p>` },
      contact: { contactId: contact.contactId, email: contact.email },
    });
    const sample = await comm(fx.app, fx.admin, 'PreviewCommunication', { communicationId });
    expect(sample.json().data.preview).toMatchObject({
      fields: { subject: 'Hello there', html: '<p>Hi friend</p>' },
      contact: null,
    });
  });

  it('reports broken Liquid under the field, and a contact of another tenant as 404', async () => {
    const created = await draft({
      name: 'Broken preview',
      channelId: 1,
      content: emailContent('<p>{% if firstName %}unclosed</p>'),
    });
    const { communicationId } = created.json().data.communication;
    const broken = await comm(fx.app, fx.admin, 'PreviewCommunication', { communicationId });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors['content.html']).toMatch(/^The template has an error: /);

    const owner = ownerOf(fx.app);
    const other = await owner
      .insertInto('contacts')
      .values({ client_id: outsider.clientId, email: 'elsewhere@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await comm(fx.app, fx.admin, 'PreviewCommunication', {
      communicationId,
      contactId: Number(other.id),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('elsewhere@example.test');
  });
});
