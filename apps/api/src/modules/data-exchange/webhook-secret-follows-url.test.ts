import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { dx, type TCaller } from './data-exchange.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const hook = (url: string) => ({ url, events: ['contact.created'], active: true });
const sealedOf = async (id: number) =>
  (
    await sql<{
      sealed: string;
    }>`select secret_sealed as sealed from webhooks where id = ${id}`.execute(t.app.ownerDb)
  ).rows[0]?.sealed;

describe('a webhook signing secret does not follow an edited URL', () => {
  it("signs for the attacker's new URL with a new secret, never the receiver's", async () => {
    const created = await dx(t.app, admin, 'UpsertWebhook', hook('https://93.184.215.14/hooks'));
    const { webhook, secret } = created.json().data;
    const before = await sealedOf(webhook.webhookId);

    // Events and the active switch change, the URL does not: the secret stays, none is answered.
    const same = await dx(t.app, admin, 'UpsertWebhook', {
      ...hook('https://93.184.215.14/hooks/'),
      events: ['contact.created', 'communication.sent'],
      webhookId: webhook.webhookId,
      updatedAt: webhook.updatedAt,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.secret).toBeUndefined();
    expect(await sealedOf(webhook.webhookId)).toBe(before);

    const moved = await dx(t.app, admin, 'UpsertWebhook', {
      ...hook('https://93.184.215.15/collect'),
      webhookId: webhook.webhookId,
      updatedAt: same.json().data.webhook.updatedAt,
    });
    expect(moved.statusCode).toBe(200);
    const renewed = moved.json().data.secret as string;
    expect(renewed).toMatch(/^whsec_/);
    expect(renewed).not.toBe(secret);
    expect(await sealedOf(webhook.webhookId)).not.toBe(before);
  });
});
