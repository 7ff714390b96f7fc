import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTES_MAX } from '@resonate/contracts/audience/contact-attributes';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { DEMO_ATTRIBUTES } from '#/modules/demo/index.ts';
import { addContact, au, type TCaller, seedAudience } from './contacts.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  await seedAudience(t.app);
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const upsert = (caller: TCaller, body: object) => au(t.app, caller, 'UpsertAttribute', body);

describe('custom contact fields', () => {
  it("lists the client's fields in order; another client has its own", async () => {
    const res = await au(t.app, admin, 'GetAttributes');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.map((a: { key: string }) => a.key)).toEqual(
      DEMO_ATTRIBUTES.map((a) => a.key),
    );
    expect((await au(t.app, brand, 'GetAttributes')).json().data.attributes).toEqual([]);
  });

  it('derives the key from the label, suffixing taken and reserved keys', async () => {
    const first = await upsert(admin, { label: '  Favourite Café ', type: 'text' });
    expect(first.json().data.attribute).toEqual({
      key: 'favourite_cafe',
      label: 'Favourite Café',
      type: 'text',
      options: [],
    });
    const reserved = await upsert(admin, { label: 'E-mail', type: 'text' });
    expect(reserved.json().data.attribute.key).toBe('e_mail');
    const email = await upsert(admin, { label: 'Email', type: 'text' });
    expect(email.json().data.attribute.key).toBe('email_2');
    const digits = await upsert(admin, { label: '2nd city', type: 'text' });
    expect(digits.json().data.attribute.key).toBe('nd_city');
  });

  it.each([
    [{ label: '', type: 'text' }, 'label', 'Enter a field name'],
    [{ label: 'x'.repeat(61), type: 'text' }, 'label', 'Max. 60 characters'],
    [{ label: 'Colour', type: 'colour' }, 'type', 'Choose a type'],
    [{ label: 'Size', type: 'list', options: [] }, 'options', 'Add at least one option'],
    [{ label: 'Size', type: 'list', options: ['S', 's'] }, 'options.1', 'Duplicate value'],
    [{ label: 'Size', type: 'list', options: [' '] }, 'options.0', 'Options cannot be empty'],
  ])('refuses %j under its field', async (body, field, message) => {
    const res = await upsert(admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a label taken (any case) and an unknown key', async () => {
    const taken = await upsert(admin, { label: 'CITY', type: 'text' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.label).toBe('A custom field with this name already exists');
    const unknown = await upsert(admin, { key: 'nope', label: 'Nope', type: 'text' });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes a type only while no contact has a value, and keeps options in use', async () => {
    const { key } = (await upsert(admin, { label: 'Tier', type: 'text' })).json().data.attribute;
    const retyped = await upsert(admin, { key, label: 'Tier', type: 'list', options: ['A', 'B'] });
    expect(retyped.statusCode).toBe(200);
    await addContact(t.app, admin, { email: 'tier@example.test', attributes: { [key]: 'a' } });
    const locked = await upsert(admin, { key, label: 'Tier', type: 'number' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errors.type).toBe(
      'The type of a field cannot change once contacts have a value for it',
    );
    const removeUsed = await upsert(admin, { key, label: 'Tier', type: 'list', options: ['B'] });
    expect(removeUsed.statusCode).toBe(409);
    expect(removeUsed.json().errors.options).toBe('An option in use by contacts cannot be removed');
    const renamed = await upsert(admin, {
      key,
      label: 'Loyalty tier',
      type: 'list',
      options: ['A', 'B', 'C'],
    });
    expect(renamed.json().data.attribute).toMatchObject({ key, label: 'Loyalty tier' });
  });

  it("deletes a field with every contact's value for it", async () => {
    const { key } = (await upsert(admin, { label: 'Shoe size', type: 'number' })).json().data
      .attribute;
    const added = await addContact(t.app, admin, {
      email: 'shoe@example.test',
      attributes: { [key]: 9, city: 'Leeds' },
    });
    const res = await au(t.app, admin, 'DeleteAttribute', { key });
    expect(res.statusCode).toBe(200);
    const { rows } = await sql<{
      attributes: Record<string, unknown>;
    }>`select attributes from contacts
      where id = ${added.contactId}`.execute(t.app.ownerDb);
    expect(rows[0]!.attributes).toEqual({ city: 'Leeds' });
    expect((await au(t.app, admin, 'DeleteAttribute', { key })).statusCode).toBe(404);
    expect((await au(t.app, admin, 'DeleteAttribute', { key: 'Bad Key' })).statusCode).toBe(400);
    // Another client cannot delete Acme's field.
    expect((await au(t.app, brand, 'DeleteAttribute', { key: 'city' })).statusCode).toBe(404);
    // Stripped: the key is free again.
    const again = await upsert(admin, { label: 'Shoe size', type: 'number' });
    expect(again.json().data.attribute.key).toBe(key);
  });

  it('keeps the key of a field whose values are still being stripped, and hides them', async () => {
    const added = await addContact(t.app, admin, { email: 'orphan@example.test' });
    await sql`update contacts set attributes = attributes || '{"hat_size": 7}'
      where id = ${added.contactId}`.execute(t.app.ownerDb);
    await sql`insert into contact_attribute_cleanups (client_id, key)
      values (${admin.clientId}, 'hat_size')`.execute(t.app.ownerDb);
    const read = await au(t.app, admin, 'GetContact', { contactId: added.contactId });
    expect(read.json().data.contact.attributes).toEqual({});
    const created = await upsert(admin, { label: 'Hat size', type: 'number' });
    expect(created.json().data.attribute.key).toBe('hat_size_2');
  });

  it(`stops at ${ATTRIBUTES_MAX} fields`, async () => {
    for (let n = 0; n < ATTRIBUTES_MAX; n += 1) {
      const res = await upsert(brand, { label: `Field ${n}`, type: 'boolean' });
      expect(res.statusCode).toBe(200);
    }
    const over = await upsert(brand, { label: 'One too many', type: 'boolean' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`At most ${ATTRIBUTES_MAX} custom fields`);
  });
});
