import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { CONTENT_MSG } from '@resonate/contracts/campaigns/content';
import { TEMPLATE_MSG } from '@resonate/contracts/campaigns/templates';
import { MSG } from '@resonate/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import {
  comm,
  createCommunicationFixture,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';

let fx: TCommunicationFixture;
let viewer: TCaller;
let outsider: TCaller;

beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 1, smtp: false });
  viewer = await signIn(fx.app, 'viewer@acme.test');
  outsider = await signIn(fx.app, 'brand@acme.test');
});
afterAll(async () => {
  await fx.close();
});

const email = (subject: string, html = '<p>Hi {{firstName}}</p>') => ({
  kind: 'email',
  subject,
  preheader: '',
  html,
  text: '',
});

async function save(payload: object, caller: TCaller = fx.admin) {
  return comm(fx.app, caller, 'SaveTemplate', payload);
}

describe('templates', () => {
  it('saves a complete template as ready and an incomplete or broken one as draft', async () => {
    const ready = await save({ channelId: 1, name: 'Welcome', content: email('Welcome!') });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({
      template: {
        name: 'Welcome',
        channelId: 1,
        status: 'ready',
        content: { subject: 'Welcome!' },
      },
      problems: {},
    });
    const incomplete = await save({ channelId: 1, name: 'Half done', content: email('') });
    expect(incomplete.json().data).toMatchObject({
      template: { status: 'draft' },
      problems: { 'content.subject': CONTENT_MSG.subjectRequired },
    });
    const broken = await save({ channelId: 1, name: 'Broken', content: email('x', '{% for %}') });
    expect(broken.json().data.template.status).toBe('draft');
    expect(broken.json().data.problems['content.html']).toMatch(/^The template has an error: /);
  });

  it('checks names like list names, unique per channel, and content of the channel kind', async () => {
    const short = await save({ channelId: 2, name: 'ab', content: { kind: 'text', text: 'x' } });
    expect(short.json().errors.name).toBe(MSG.minChars(3));
    await save({ channelId: 2, name: 'Reminder', content: { kind: 'text', text: 'Hi' } });
    const taken = await save({
      channelId: 2,
      name: 'REMINDER',
      content: { kind: 'text', text: 'x' },
    });
    expect(taken.json().errors.name).toBe(TEMPLATE_MSG.nameTaken);
    const otherChannel = await save({
      channelId: 21,
      name: 'Reminder',
      content: { kind: 'text', text: 'x' },
    });
    expect(otherChannel.statusCode).toBe(200);
    const wrongKind = await save({ channelId: 2, name: 'Wrong kind', content: email('x') });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.content).toBe(TEMPLATE_MSG.kindMismatch);
  });

  it('lists by channel and search, pages, reads one, and archives', async () => {
    const created = await save({
      channelId: 8,
      name: 'Flash 50% push',
      content: { kind: 'push', title: 'T', body: 'B' },
    });
    const { templateId } = created.json().data.template;
    await save({
      channelId: 8,
      name: 'Other push',
      content: { kind: 'push', title: 'T', body: 'B' },
    });
    const page = await comm(fx.app, fx.admin, 'GetTemplates', { channelId: 8, pageSize: 1 });
    expect(page.json().totalRows).toBe(2);
    expect(page.json().data.templates).toHaveLength(1);
    const search = await comm(fx.app, fx.admin, 'GetTemplates', { search: '50%' });
    expect(search.json().data.templates.map((t: { name: string }) => t.name)).toEqual([
      'Flash 50% push',
    ]);
    const one = await comm(fx.app, fx.admin, 'GetTemplate', { templateId });
    expect(one.json().data.template.content).toEqual({
      kind: 'push',
      title: 'T',
      body: 'B',
      imageUrl: '',
      deepLink: '',
    });
    const archived = await comm(fx.app, fx.admin, 'ArchiveTemplate', { templateId });
    expect(archived.statusCode).toBe(200);
    const after = await comm(fx.app, fx.admin, 'GetTemplates', { channelId: 8 });
    expect(after.json().totalRows).toBe(1);
    const gone = await comm(fx.app, fx.admin, 'GetTemplate', { templateId });
    expect(gone.statusCode).toBe(404);
  });

  it('copies a chosen template into a draft and refuses an archived one', async () => {
    const created = await save({
      channelId: 1,
      name: 'Newsletter',
      content: email('News for {{firstName}}'),
    });
    const { templateId } = created.json().data.template;
    const draft = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      name: 'From template',
      channelId: 1,
      templateId,
      content: email('ignored'),
    });
    expect(draft.json().data.communication).toMatchObject({
      templateId,
      content: { subject: 'News for {{firstName}}' },
    });
    const { communicationId } = draft.json().data.communication;
    // Same template again: the draft's own edits are kept.
    const edited = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      communicationId,
      name: 'From template',
      channelId: 1,
      templateId,
      content: email('Edited'),
    });
    expect(edited.json().data.communication.content.subject).toBe('Edited');

    await comm(fx.app, fx.admin, 'ArchiveTemplate', { templateId });
    const refused = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      name: 'From archived',
      channelId: 1,
      templateId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.templateId).toBe(COMM_MSG.templateGone);
  });

  it('keeps tenants apart and viewers read-only', async () => {
    const created = await save({ channelId: 1, name: 'Acme only', content: email('Secret') });
    const { templateId } = created.json().data.template;
    const foreign = await comm(fx.app, outsider, 'GetTemplate', { templateId });
    expect(foreign.statusCode).toBe(404);
    const foreignArchive = await comm(fx.app, outsider, 'ArchiveTemplate', { templateId });
    expect(foreignArchive.statusCode).toBe(404);
    const foreignList = await comm(fx.app, outsider, 'GetTemplates', {});
    expect(foreignList.body).not.toContain('Acme only');

    const viewed = await comm(fx.app, viewer, 'GetTemplates', {});
    expect(viewed.statusCode).toBe(200);
    const viewerSave = await save({ channelId: 1, name: 'By viewer', content: email('x') }, viewer);
    expect(viewerSave.statusCode).toBe(403);
    const viewerArchive = await comm(fx.app, viewer, 'ArchiveTemplate', { templateId });
    expect(viewerArchive.statusCode).toBe(403);
  });
});
