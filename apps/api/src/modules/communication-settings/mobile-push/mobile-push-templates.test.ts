import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';
import { createPushApp, serviceAccountJson } from './mobile-push.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let appId: number;

beforeAll(async () => {
  t = await createChannelsApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
  ({ mobileAppId: appId } = await createPushApp(t.app, admin));
});
afterAll(() => t.close());

const template = (extra: object = {}, message: object = {}) => ({
  mobileAppId: appId,
  name: 'Weekly offers',
  language: 'en',
  message: {
    title: 'Offers',
    body: 'New this week',
    imageUrl: '',
    deepLink: 'acme://offers',
    data: { campaign: 'w1' },
    ...message,
  },
  ...extra,
});

describe('mobile push app credentials', () => {
  it('seals the service account, shows its project only, and refuses what is not one', async () => {
    const [stored] = (await cs(t.app, viewer, 'GetMobilePushApps')).json().data.apps;
    expect(stored).toMatchObject({
      fcmProjectId: 'acme-shop',
      fcmServiceAccount: '••••••••',
      apnsEnvironment: 'production',
    });
    expect(stored.apnsCertificate.subject).toContain('UID=com.acme.shop');
    const rows = JSON.stringify(
      (await sql`select * from mobile_push_apps`.execute(t.app.ownerDb)).rows,
    );
    expect(rows).not.toContain('PRIVATE KEY');
    const bad = await cs(t.app, admin, 'UpsertMobilePushApp', {
      appName: 'Other',
      fcmServiceAccount: '{"type":"user"}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fcmServiceAccount).toMatch(/^Paste the service account key/);
    const other = await cs(t.app, admin, 'UpsertMobilePushApp', {
      appName: 'Other',
      fcmServiceAccount: serviceAccountJson('other-app'),
      apnsEnvironment: 'sandbox',
    });
    expect(other.json().data.app).toMatchObject({
      fcmProjectId: 'other-app',
      apnsEnvironment: 'sandbox',
    });
  });
});

describe('mobile push templates and languages', () => {
  it.each([
    [{ name: '' }, {}, 'name', 'Enter template name'],
    [{ language: 'xx' }, {}, 'language', 'Choose a language from the list'],
    [{}, { title: '' }, 'message.title', 'Enter title'],
    [{}, { imageUrl: 'http://cdn.example.com/a.png' }, 'message.imageUrl', 'Enter valid HTTPS URL'],
    [
      {},
      { deepLink: 'offers/42' },
      'message.deepLink',
      'Enter a link such as myapp://offers/42 or https://example.com/offers/42',
    ],
    [
      {},
      { data: { google_sent: 'x' } },
      'message.data',
      'Keys are letters, digits and _, start with a letter, and are not reserved',
    ],
    [
      {},
      {
        body: 'x'.repeat(500),
        data: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, 'v'.repeat(450)])),
      },
      'message.body',
      'The message and its data must stay under 3.5 KB',
    ],
  ])('refuses %j %j under its field', async (extra, message, field, text) => {
    const res = await cs(t.app, admin, 'UpsertMobilePushTemplate', template(extra, message));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(text);
  });

  it('keeps one template per name and language, edits with a version, isolates clients', async () => {
    const en = await cs(t.app, admin, 'UpsertMobilePushTemplate', template());
    expect(en.statusCode).toBe(200);
    const fr = await cs(
      t.app,
      admin,
      'UpsertMobilePushTemplate',
      template({ language: 'fr' }, { title: 'Offres', body: 'Nouveautés' }),
    );
    expect(fr.statusCode).toBe(200);
    const dup = await cs(
      t.app,
      admin,
      'UpsertMobilePushTemplate',
      template({ name: 'WEEKLY OFFERS' }),
    );
    expect(dup.json().errors.name).toBe(
      'This app already has a template with this name in this language',
    );
    const saved = en.json().data.template;
    const edit = template(
      { templateId: saved.templateId, updatedAt: saved.updatedAt },
      { body: 'Edited' },
    );
    expect(
      (await cs(t.app, admin, 'UpsertMobilePushTemplate', edit)).json().data.template.message.body,
    ).toBe('Edited');
    expect((await cs(t.app, admin, 'UpsertMobilePushTemplate', edit)).statusCode).toBe(409);
    const list = (await cs(t.app, viewer, 'GetMobilePushTemplates', { mobileAppId: appId })).json()
      .data.templates;
    expect(list.map((tpl: { language: string }) => tpl.language)).toEqual(['en', 'fr']);

    expect(
      (await cs(t.app, brand, 'GetMobilePushTemplates', { mobileAppId: appId })).statusCode,
    ).toBe(404);
    expect(
      (await cs(t.app, brand, 'DeleteMobilePushTemplate', { templateId: saved.templateId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await cs(t.app, viewer, 'UpsertMobilePushTemplate', template({ name: 'X' }))).statusCode,
    ).toBe(403);
    const frId = fr.json().data.template.templateId;
    expect(
      (await cs(t.app, admin, 'DeleteMobilePushTemplate', { templateId: frId })).statusCode,
    ).toBe(200);
    await cs(
      t.app,
      admin,
      'UpsertMobilePushTemplate',
      template({ language: 'fr' }, { title: 'Offres', body: 'Nouveautés' }),
    );

    const languages = (await cs(t.app, viewer, 'GetMobilePushLanguageList')).json().data.languages;
    expect(languages[0]).toEqual({ code: 'en', name: 'English' });
    expect(languages).toContainEqual({ code: 'fr', name: 'Français' });
  });
});
