import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { CONTENT_MSG } from '@resonate/contracts/campaigns/content';
import { LOCALE_MSG } from '@resonate/contracts/campaigns/content-locales';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { runDueCommunications } from '../engine/run-due.ts';

/**
 * Localised content (issue 27, item 3) through the real path: a template with a French
 * variant, a draft made from it, launched and sent by the engine to the SMTP sink. The contact
 * whose language is fr-CA gets French (fr-CA -> fr), the one without a language the default.
 */

let fx: TCommunicationFixture;

beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 3 });
  const languages = ['fr-CA', null, 'de-DE'];
  for (const [i, contact] of fx.contacts.entries()) {
    const attributes = languages[i] ? { language: languages[i] } : {};
    await sql`update contacts set attributes = ${JSON.stringify(attributes)}::jsonb
      where client_id = ${fx.clientId} and id = ${contact.contactId}`.execute(ownerOf(fx.app));
  }
}, 60_000);
afterAll(() => fx.close());

const email = (subject: string, html: string) => ({
  kind: 'email',
  subject,
  preheader: '',
  html,
  text: '',
});

const localised = {
  ...email('Hello {{ firstName }}', '<p>Dear {{ firstName }}</p>'),
  locales: {
    fr: email('Bonjour {{ firstName }}', '<p>Cher {{ firstName | upcase }}</p>'),
    'en-US': email('Hi {{ firstName }}', '<p>Hi there</p>'),
  },
};

async function saveTemplate(name: string, content: object) {
  const response = await comm(fx.app, fx.admin, 'SaveTemplate', { channelId: 1, name, content });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('localised templates', () => {
  it('sends each contact the variant of their language, personalised, through the engine', async () => {
    const { template, problems } = await saveTemplate('Welcome in languages', localised);
    expect(problems).toEqual({});
    expect(template.status).toBe('ready');

    const list = await comm(fx.app, fx.admin, 'GetTemplates', { channelId: 1 });
    const card = list.json().data.templates.find((t: { name: string }) => t.name === template.name);
    expect(card.languages).toEqual(['en-US', 'fr']);

    const created = await comm(fx.app, fx.admin, 'CreateCommunicationFromTemplate', {
      templateId: template.templateId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { communicationId, name } = created.json().data;
    const draft = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      communicationId,
      name,
      channelId: 1,
      templateId: template.templateId,
      audience: { listIds: [fx.listId] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const launch = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode, launch.body).toBe(200);

    const before = fx.sink!.received.length;
    await runDueCommunications(fx.app);
    const mails = fx.sink!.received.slice(before);
    expect(mails).toHaveLength(3);
    const to = (i: number) => mails.find((m) => m.to[0] === fx.contacts[i]!.email)!;
    const [french, plain, german] = [0, 1, 2].map((i) => fx.contacts[i]!);
    expect(to(0).subject).toBe(`Bonjour ${french!.firstName}`);
    expect(to(0).data).toContain(`Cher ${french!.firstName.toUpperCase()}`);
    expect(to(1).subject).toBe(`Hello ${plain!.firstName}`);
    expect(to(2).subject).toBe(`Hello ${german!.firstName}`);
  });

  it('previews a language through the fallback chain, and a contact in their own', async () => {
    const preview = (extra: object) =>
      comm(fx.app, fx.admin, 'PreviewTemplate', { channelId: 1, content: localised, ...extra });
    const asCanadian = await preview({ language: 'fr-CA' });
    expect(asCanadian.statusCode, asCanadian.body).toBe(200);
    expect(asCanadian.json().data.preview).toMatchObject({
      language: 'fr',
      fields: { subject: 'Bonjour ' },
    });
    const contact = fx.contacts[0]!;
    const asContact = await preview({ contactId: contact.contactId });
    expect(asContact.json().data.preview).toMatchObject({
      language: 'fr',
      fields: { subject: `Bonjour ${contact.firstName}` },
    });
    const asDefault = await preview({});
    expect(asDefault.json().data.preview.language).toBeNull();
    const badTag = await preview({ language: 'not a language!' });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().errors.language).toBe(LOCALE_MSG.tagInvalid);
  });

  it('names the language of a broken or incomplete variant at save, preview and launch', async () => {
    const broken = {
      ...email('Hello', '<p>Hi</p>'),
      locales: { fr: email('Bonjour {% if %}', '<p>Salut</p>'), zh: email('', '<p>你好</p>') },
    };
    const { template, problems } = await saveTemplate('Broken French', broken);
    expect(template.status).toBe('draft');
    expect(problems['content.locales.fr.subject']).toMatch(
      /^French \(fr\): The template has an error: /,
    );
    expect(problems['content.locales.zh.subject']).toBe(
      `Chinese (zh): ${CONTENT_MSG.subjectRequired}`,
    );

    const preview = await comm(fx.app, fx.admin, 'PreviewTemplate', {
      channelId: 1,
      content: broken,
      language: 'fr',
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().errors['content.locales.fr.subject']).toMatch(/^French \(fr\): /);

    const draft = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      name: 'Broken French launch',
      channelId: 1,
      audience: { listIds: [fx.listId] },
      content: broken,
    });
    const { communicationId } = draft.json().data.communication;
    const launch = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode).toBe(400);
    expect(launch.json().message).toBe(COMPOSE_MSG.launchProblems);
    expect(launch.json().errors['content.locales.fr.subject']).toMatch(/^French \(fr\): /);
  });

  it('refuses a variant keyed by something that is not a language tag', async () => {
    const response = await comm(fx.app, fx.admin, 'SaveTemplate', {
      channelId: 1,
      name: 'Bad key',
      content: { ...email('Hello', '<p>Hi</p>'), locales: { French: email('x', 'y') } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().errors)).toContain(LOCALE_MSG.tagInvalid);
  });
});
