import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { dx, type TCaller } from './data-exchange.test-helpers.ts';

/** Production rules: ALLOW_PRIVATE_WEBHOOKS is off. */
let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

// 203.0.113.x would be refused (documentation range); 93.184.215.14 is a public address.
const PUBLIC_URL = 'https://93.184.215.14/hooks/resonate';
const hook = (extra: object = {}) => ({
  url: PUBLIC_URL,
  events: ['notification.passwordChanged', 'contact.created'],
  active: true,
  ...extra,
});

describe('DataExchange webhooks', () => {
  it('creates a webhook with its signing secret shown once, sealed in the database', async () => {
    const res = await dx(t.app, admin, 'UpsertWebhook', hook());
    expect(res.statusCode).toBe(200);
    const { webhook, secret } = res.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({ url: PUBLIC_URL, active: true });
    const list = await dx(t.app, viewer, 'ListWebhooks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    const rows = await sql`select secret_sealed from webhooks`.execute(t.app.ownerDb);
    expect(JSON.stringify(rows.rows)).not.toContain(secret.slice(6));
  });

  it.each([
    ['http://example.com/hook', 'Enter valid HTTPS URL'],
    ['ftp://example.com/hook', 'Enter valid HTTPS URL'],
    ['https://user:pw@10.0.0.1/hook', 'Enter valid HTTPS URL'],
    ['', 'Enter webhook URL'],
  ])('refuses the URL %j with a 400 under the field', async (url, message) => {
    const res = await dx(t.app, admin, 'UpsertWebhook', hook({ url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.url).toBe(message);
  });

  it.each([
    'https://localhost/hook',
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://192.168.0.10:8443/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[fe80::1]/hook',
  ])('refuses %s: private, loopback or link-local', async (url) => {
    const res = await dx(t.app, admin, 'UpsertWebhook', hook({ url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.url).toBe(
      'Webhook URL must not point at a private, loopback or link-local address',
    );
  });

  it('refuses unknown or no events', async () => {
    const none = await dx(t.app, admin, 'UpsertWebhook', hook({ events: [] }));
    expect(none.json().errors.events).toBe('Select at least one event');
    const unknown = await dx(t.app, admin, 'UpsertWebhook', hook({ events: ['user.deleted'] }));
    expect(unknown.statusCode).toBe(400);
  });

  it('edits the latest version, and refuses a stale one with 409 and the current updatedAt', async () => {
    const { webhook } = (await dx(t.app, admin, 'UpsertWebhook', hook())).json().data;
    const edit = (updatedAt: string, extra: object = {}) =>
      dx(
        t.app,
        admin,
        'UpsertWebhook',
        hook({ webhookId: webhook.webhookId, updatedAt, ...extra }),
      );
    const first = await edit(webhook.updatedAt, { active: false, events: ['contact.created'] });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved.secret).toBeUndefined();
    expect(saved.webhook).toMatchObject({ active: false, events: ['contact.created'] });
    const stale = await edit(webhook.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.updatedAt).toBe(saved.webhook.updatedAt);
    const noVersion = await dx(
      t.app,
      admin,
      'UpsertWebhook',
      hook({ webhookId: webhook.webhookId }),
    );
    expect(noVersion.statusCode).toBe(400);
  });

  it('rotates the secret (shown once) and deletes', async () => {
    const { webhook, secret } = (await dx(t.app, admin, 'UpsertWebhook', hook())).json().data;
    const rotated = await dx(t.app, admin, 'RotateWebhookSecret', { webhookId: webhook.webhookId });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(secret);
    const deleted = await dx(t.app, admin, 'DeleteWebhook', { webhookId: webhook.webhookId });
    expect(deleted.statusCode).toBe(200);
    const again = await dx(t.app, admin, 'DeleteWebhook', { webhookId: webhook.webhookId });
    expect(again.statusCode).toBe(404);
  });

  it('lets only account admins change webhooks; others list them and their log', async () => {
    const { webhook } = (await dx(t.app, admin, 'UpsertWebhook', hook())).json().data;
    const ref = { webhookId: webhook.webhookId };
    expect((await dx(t.app, viewer, 'UpsertWebhook', hook())).statusCode).toBe(403);
    for (const endpoint of ['DeleteWebhook', 'RotateWebhookSecret', 'SendTestEvent']) {
      expect((await dx(t.app, viewer, endpoint, ref)).statusCode, endpoint).toBe(403);
    }
    const log = await dx(t.app, viewer, 'ListDeliveries', {
      ...ref,
      pagination: { pageNo: 1, pageSize: 10 },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().data).toEqual({ deliveries: [], totalRows: 0 });
  });

  it("answers 404 for another client's webhook ids", async () => {
    const { webhook } = (await dx(t.app, admin, 'UpsertWebhook', hook())).json().data;
    const ref = { webhookId: webhook.webhookId };
    for (const endpoint of ['DeleteWebhook', 'RotateWebhookSecret', 'SendTestEvent']) {
      expect((await dx(t.app, brand, endpoint, ref)).statusCode, endpoint).toBe(404);
    }
    const edit = await dx(
      t.app,
      brand,
      'UpsertWebhook',
      hook({ ...ref, updatedAt: webhook.updatedAt }),
    );
    expect(edit.statusCode).toBe(404);
    const log = await dx(t.app, brand, 'ListDeliveries', {
      ...ref,
      pagination: { pageNo: 1, pageSize: 10 },
    });
    expect(log.statusCode).toBe(404);
    expect((await dx(t.app, brand, 'ListWebhooks')).json().data.webhooks).toEqual([]);
    expect((await dx(t.app, brand, 'ListWebhooks', { clientId: admin.clientId })).statusCode).toBe(
      403,
    );
  });

  it('answers 503 for a test event when no queue runs, instead of a delivery never sent', async () => {
    const { webhook } = (await dx(t.app, admin, 'UpsertWebhook', hook())).json().data;
    const res = await dx(t.app, admin, 'SendTestEvent', { webhookId: webhook.webhookId });
    expect(res.statusCode).toBe(503);
  });
});
