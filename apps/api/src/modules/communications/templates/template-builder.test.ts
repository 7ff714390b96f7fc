import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { CONTENT_MSG } from '@resonate/contracts/campaigns/content';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { TEMPLATE_BUILDER_MSG } from '@resonate/contracts/campaigns/template-builder';
import { TEMPLATE_MSG } from '@resonate/contracts/campaigns/templates';
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
  fx = await createCommunicationFixture({ contacts: 1, smtp: false });
  viewer = await signIn(fx.app, 'viewer@acme.test');
  outsider = await signIn(fx.app, 'brand@acme.test');
});
afterAll(async () => {
  await fx.close();
});

const designed = (blocks: unknown[], subject = 'Hello') => ({
  kind: 'email',
  subject,
  preheader: 'Spring offers',
  // Whatever the client sends as html is replaced by the compiled design.
  html: '<p>trust me</p>',
  text: '',
  design: { format: 'blocks', blocks },
});
const source = (text: string) => ({
  kind: 'email',
  subject: 'Source',
  html: '',
  design: { format: 'source', source: text },
});

async function saveTemplate(name: string, content: object, channelId = 1) {
  const response = await comm(fx.app, fx.admin, 'SaveTemplate', { channelId, name, content });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    template: { templateId: number; status: string; content: { html: string } };
    problems: Record<string, string>;
  };
}

describe('SaveTemplate with a design', () => {
  it('compiles blocks on the server and saves them as ready', async () => {
    const saved = await saveTemplate(
      'Designed',
      designed([
        { type: 'heading', text: 'Hi {{ firstName | default: "there" }}' },
        { type: 'text', text: 'Fish & <chips>' },
      ]),
    );
    expect(saved.problems).toEqual({});
    expect(saved.template.status).toBe('ready');
    expect(saved.template.content.html).not.toContain('trust me');
    expect(saved.template.content.html).toContain('Hi {{ firstName | default: "there" }}');
    expect(saved.template.content.html).toContain('Fish &#38; &#60;chips&#62;');
  });

  it('saves broken Liquid in a block as a draft that says which block and field', async () => {
    const saved = await saveTemplate(
      'Broken block',
      designed([
        { type: 'heading', text: 'ok' },
        { type: 'button', label: '{% if %}', url: '' },
      ]),
    );
    expect(saved.template.status).toBe('draft');
    expect(Object.keys(saved.problems)).toEqual(['content.design.blocks.1.label']);
    expect(saved.problems['content.design.blocks.1.label']).toMatch(/^The template has an error: /);
  });

  it('saves broken MJML as a draft with the line, and an empty design as incomplete', async () => {
    const saved = await saveTemplate(
      'Broken MJML',
      source(
        '<mjml>\n<mj-body>\n<mj-section>\n<mj-text>x</mj-text>\n</mj-section>\n</mj-body>\n</mjml>',
      ),
    );
    expect(saved.template.status).toBe('draft');
    expect(saved.problems['content.design.source']).toMatch(/^Line 4: /);
    const empty = await saveTemplate('Empty design', designed([]));
    expect(empty.template.status).toBe('draft');
    expect(empty.problems['content.html']).toBe(CONTENT_MSG.htmlOrTextRequired);
  });

  it('compiles the design of a communication draft the same way', async () => {
    const response = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      name: 'Designed draft',
      channelId: 1,
      content: designed([{ type: 'text', text: '**Bold** {{firstName}}' }]),
    });
    expect(response.statusCode).toBe(200);
    const html = response.json().data.communication.content.html as string;
    expect(html).toContain('<strong>Bold</strong> {{firstName}}');
    expect(html).not.toContain('trust me');
  });
});

describe('PreviewTemplate', () => {
  it('renders unsaved blocks for a contact, escaping their data', async () => {
    const contact = fx.contacts[0]!;
    await ownerOf(fx.app)
      .updateTable('contacts')
      .set({ first_name: '<script>alert(1)</script>' })
      .where('id', '=', contact.contactId)
      .execute();
    const response = await comm(fx.app, fx.admin, 'PreviewTemplate', {
      channelId: 1,
      contactId: contact.contactId,
      content: designed([{ type: 'heading', text: 'Hi {{firstName}}' }], 'For {{firstName}}'),
    });
    expect(response.statusCode).toBe(200);
    const { preview } = response.json().data;
    expect(preview.contact).toMatchObject({ contactId: contact.contactId });
    expect(preview.fields.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.fields.html).not.toContain('<script>alert(1)');
    expect(preview.fields.subject).toBe('For <script>alert(1)</script>');
    expect(preview.fields.preheader).toBe('Spring offers');
    expect(preview.segments).toBeNull();
    expect(preview.problems).toEqual({});

    // The HTML is served from its own URL under a policy of its own: inline styles, no script.
    const served = await fx.app.inject({ method: 'GET', url: preview.previewUrl });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(preview.fields.html);
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    expect(served.headers['cache-control']).toBe('no-store');
    const unknown = await fx.app.inject({ method: 'GET', url: '/preview/' + '0'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    const malformed = await fx.app.inject({ method: 'GET', url: '/preview/..%2f..%2fetc' });
    expect(malformed.statusCode).toBe(404);
  });

  it('shows the fallbacks for the sample person and counts SMS segments', async () => {
    const sms = await comm(fx.app, fx.admin, 'PreviewTemplate', {
      channelId: 2,
      content: { kind: 'text', text: 'Hi {{ firstName | default: "friend" }} – 20% off' },
    });
    expect(sms.statusCode).toBe(200);
    expect(sms.json().data.preview).toMatchObject({
      fields: { text: 'Hi friend – 20% off' },
      segments: { encoding: 'UCS-2', characters: 19, segments: 1, perSegment: 70 },
      contact: null,
    });
    const push = await comm(fx.app, fx.admin, 'PreviewTemplate', {
      channelId: 14,
      content: {
        kind: 'push',
        title: 'T {{firstName}}',
        body: 'B',
        imageUrl: 'https://x.test/a.png',
      },
    });
    expect(push.json().data.preview.fields).toMatchObject({
      title: 'T ',
      body: 'B',
      imageUrl: 'https://x.test/a.png',
    });
  });

  it('answers 400 keyed where Liquid breaks, and keeps MJML problems with a preview', async () => {
    const broken = await comm(fx.app, fx.admin, 'PreviewTemplate', {
      channelId: 1,
      content: designed([
        { type: 'text', text: 'fine' },
        { type: 'text', text: '{{ a | nope }}' },
      ]),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(COMPOSE_MSG.templateBroken);
    expect(Object.keys(broken.json().errors)).toEqual(['content.design.blocks.1.text']);
    const mjml = await comm(fx.app, fx.admin, 'PreviewTemplate', {
      channelId: 1,
      content: source('<mjml>\n<mj-body>\n<mj-section>\n<mj-text>x</mj-text>'),
    });
    expect(mjml.statusCode).toBe(200);
    expect(mjml.json().data.preview.problems['content.design.source']).toMatch(/^Line 4: /);
    const wrongKind = await comm(fx.app, fx.admin, 'PreviewTemplate', {
      channelId: 2,
      content: designed([]),
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.content).toBe(TEMPLATE_MSG.kindMismatch);
  });

  it("never shows another tenant's contact", async () => {
    const response = await comm(fx.app, outsider, 'PreviewTemplate', {
      channelId: 1,
      contactId: fx.contacts[0]!.contactId,
      content: designed([{ type: 'text', text: '{{firstName}}' }]),
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('script');
  });
});

describe('gallery actions', () => {
  it('duplicates as "Copy of X", then "Copy of X (2)"', async () => {
    const { template } = await saveTemplate('Newsletter', designed([{ type: 'text', text: 'n' }]));
    const first = await comm(fx.app, fx.admin, 'DuplicateTemplate', {
      templateId: template.templateId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: TEMPLATE_BUILDER_MSG.duplicated,
      data: { template: { name: 'Copy of Newsletter', status: 'ready', channelId: 1 } },
    });
    expect(first.json().data.template.templateId).not.toBe(template.templateId);
    const second = await comm(fx.app, fx.admin, 'DuplicateTemplate', {
      templateId: template.templateId,
    });
    expect(second.json().data.template.name).toBe('Copy of Newsletter (2)');
  });

  it('renames, refusing a name taken on the channel', async () => {
    const { template } = await saveTemplate('Rename me', { kind: 'text', text: 'x' }, 2);
    await saveTemplate('Taken name', { kind: 'text', text: 'y' }, 2);
    const taken = await comm(fx.app, fx.admin, 'RenameTemplate', {
      templateId: template.templateId,
      name: 'taken NAME',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name).toBe(TEMPLATE_MSG.nameTaken);
    const renamed = await comm(fx.app, fx.admin, 'RenameTemplate', {
      templateId: template.templateId,
      name: '  Renamed  ',
    });
    expect(renamed.json().data.template.name).toBe('Renamed');
  });

  it('lists archived ones apart, sorts, restores, and thumbnails archived ones', async () => {
    const { template } = await saveTemplate(
      'Zebra offer',
      { kind: 'text', text: 'Zebra {{firstName | default: "pal"}}' },
      21,
    );
    await saveTemplate('Apple offer', { kind: 'text', text: 'Apple' }, 21);
    const byName = await comm(fx.app, fx.admin, 'GetTemplates', { channelId: 21, sort: 'name' });
    expect(byName.json().data.templates.map((t: { name: string }) => t.name)).toEqual([
      'Apple offer',
      'Zebra offer',
    ]);
    expect(byName.json().data.templates[1].excerpt).toBe('Zebra {{firstName | default: "pal"}}');
    await comm(fx.app, fx.admin, 'ArchiveTemplate', { templateId: template.templateId });
    const archived = await comm(fx.app, fx.admin, 'GetTemplates', {
      channelId: 21,
      archived: true,
    });
    expect(archived.json().totalRows).toBe(1);
    expect(archived.json().data.templates[0]).toMatchObject({
      name: 'Zebra offer',
      archived: true,
    });
    const thumb = await comm(fx.app, fx.admin, 'GetTemplateThumbnail', {
      templateId: template.templateId,
    });
    expect(thumb.json().data.preview).toMatchObject({
      kind: 'text',
      fields: { text: 'Zebra pal' },
      segments: { encoding: 'GSM-7', segments: 1 },
    });
    const restored = await comm(fx.app, fx.admin, 'RestoreTemplate', {
      templateId: template.templateId,
    });
    expect(restored.json().data.template.archived).toBe(false);
    const again = await comm(fx.app, fx.admin, 'RestoreTemplate', {
      templateId: template.templateId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(TEMPLATE_BUILDER_MSG.notArchived);
  });

  it('thumbnails a template whose Liquid breaks with its stored fields', async () => {
    const { template } = await saveTemplate('Broken thumb', { kind: 'text', text: '{% if %}' }, 2);
    const thumb = await comm(fx.app, fx.admin, 'GetTemplateThumbnail', {
      templateId: template.templateId,
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.json().data.preview.fields.text).toBe('{% if %}');
  });

  it('creates a draft communication from a template, named uniquely', async () => {
    const { template } = await saveTemplate(
      'Launch "news"',
      designed([{ type: 'heading', text: 'Launch' }], 'Launch day'),
    );
    const first = await comm(fx.app, fx.admin, 'CreateCommunicationFromTemplate', {
      templateId: template.templateId,
    });
    expect(first.statusCode).toBe(200);
    const { communicationId, name } = first.json().data;
    expect(name).toMatch(/^Launch news \d{4}-\d{2}-\d{2}$/);
    const second = await comm(fx.app, fx.admin, 'CreateCommunicationFromTemplate', {
      templateId: template.templateId,
    });
    expect(second.json().data.name).toBe(`${name} (2)`);
    const read = await comm(fx.app, fx.admin, 'GetCommunication', { communicationId });
    expect(read.json().data.communication).toMatchObject({
      status: STATUS.draft,
      channelId: 1,
      templateId: template.templateId,
      content: { subject: 'Launch day', html: template.content.html },
    });
    const named = await comm(fx.app, fx.admin, 'CreateCommunicationFromTemplate', {
      templateId: template.templateId,
      name: 'My launch',
    });
    expect(named.json().data.name).toBe('My launch');
    const bad = await comm(fx.app, fx.admin, 'CreateCommunicationFromTemplate', {
      templateId: template.templateId,
      name: 'a<b>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name).toBeTruthy();
  });

  it('keeps other tenants and read-only roles out', async () => {
    const { template } = await saveTemplate('Private', { kind: 'text', text: 'p' }, 2);
    for (const endpoint of [
      'DuplicateTemplate',
      'RestoreTemplate',
      'GetTemplateThumbnail',
      'CreateCommunicationFromTemplate',
    ]) {
      const response = await comm(fx.app, outsider, endpoint, { templateId: template.templateId });
      expect(response.statusCode, endpoint).toBe(404);
    }
    const rename = await comm(fx.app, outsider, 'RenameTemplate', {
      templateId: template.templateId,
      name: 'Stolen',
    });
    expect(rename.statusCode).toBe(404);
    const viewerCopy = await comm(fx.app, viewer, 'DuplicateTemplate', {
      templateId: template.templateId,
    });
    expect(viewerCopy.statusCode).toBe(403);
    const viewerThumb = await comm(fx.app, viewer, 'GetTemplateThumbnail', {
      templateId: template.templateId,
    });
    expect(viewerThumb.statusCode).toBe(200);
  });

  it('refuses junk ids with a 400, never a 500', async () => {
    for (const templateId of [0, -1, 1.5, 'x', 2 ** 60]) {
      const response = await comm(fx.app, fx.admin, 'DuplicateTemplate', { templateId });
      expect(response.statusCode).toBe(400);
    }
  });
});
