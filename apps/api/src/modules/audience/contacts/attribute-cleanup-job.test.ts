import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { STRIP_BATCH_IDS } from './strip-attribute-values.ts';
import { au, type TCaller, seedAudience } from './contacts.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, queue: true });
  admin = await signIn(t.app, 'admin@acme.test');
  await seedAudience(t.app);
});
afterAll(() => t.close());

const remaining = async () =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from contacts
        where client_id = ${admin.clientId} and attributes ? 'city'`.execute(t.app.ownerDb)
    ).rows[0]!.n,
  );

describe('deleting a custom field in the background', () => {
  it('answers at once, then a job strips the values batch by batch and frees the key', async () => {
    // Ids spread over more than one batch.
    await sql`select setval(pg_get_serial_sequence('contacts', 'id'),
      (select max(id) from contacts) + ${STRIP_BATCH_IDS})`.execute(t.app.ownerDb);
    await au(t.app, admin, 'UpsertContact', {
      email: 'late@example.test',
      attributes: { city: 'Ely' },
    });
    expect(await remaining()).toBeGreaterThan(1000);

    const res = await au(t.app, admin, 'DeleteAttribute', { key: 'city' });
    expect(res.statusCode).toBe(200);
    await expect.poll(remaining, { timeout: 30_000, interval: 250 }).toBe(0);
    await expect
      .poll(
        async () =>
          (await sql`select 1 from contact_attribute_cleanups`.execute(t.app.ownerDb)).rows.length,
        { timeout: 10_000 },
      )
      .toBe(0);
    const again = await au(t.app, admin, 'UpsertAttribute', { label: 'City', type: 'text' });
    expect(again.json().data.attribute.key).toBe('city');
  });
});
