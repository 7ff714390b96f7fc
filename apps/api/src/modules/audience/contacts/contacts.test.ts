import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import {
  addContact,
  addEvent,
  addStaticList,
  au,
  seedAudience,
  type TCaller,
} from './contacts.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  await seedAudience(t.app);
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

describe('Audience/UpsertContact', () => {
  it('adds a contact with normalised identifiers, typed attributes and consent', async () => {
    const res = await au(t.app, admin, 'UpsertContact', {
      email: '  Ada.Lovelace@Example.COM ',
      mobile: '+44 7911 123 777',
      firstName: '  Ada   ',
      lastName: 'Lovelace',
      attributes: {
        city: 'London',
        plan: 'pro',
        loyalty_points: '120',
        birthday: '1815-12-10',
        vip: true,
      },
      consent: { email: 'subscribed', sms: 'unsubscribed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Contact added');
    expect(res.json().data.contact).toMatchObject({
      email: 'ada.lovelace@example.com',
      mobile: '+447911123777',
      firstName: 'Ada',
      lastName: 'Lovelace',
      attributes: {
        city: 'London',
        plan: 'Pro',
        loyalty_points: 120,
        birthday: '1815-12-10',
        vip: true,
      },
      consent: { email: 'subscribed', sms: 'unsubscribed' },
    });
    expect(res.json().data.contact.passportId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('edits only the given fields, merges attributes and consent, clears with null', async () => {
    const added = await addContact(t.app, admin, {
      email: 'grace@hopper.test',
      firstName: 'Grace',
      attributes: { city: 'Arlington', vip: false },
      consent: { email: 'subscribed' },
    });
    const res = await au(t.app, admin, 'UpsertContact', {
      contactId: added.contactId,
      mobile: '+447911123778',
      attributes: { city: null, loyalty_points: 5 },
      consent: { sms: 'subscribed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Contact saved');
    expect(res.json().data.contact).toMatchObject({
      email: 'grace@hopper.test',
      mobile: '+447911123778',
      firstName: 'Grace',
      attributes: { vip: false, loyalty_points: 5 },
      consent: { email: 'subscribed', sms: 'subscribed' },
    });
    expect(res.json().data.contact.attributes).not.toHaveProperty('city');
    const cleared = await au(t.app, admin, 'UpsertContact', {
      contactId: added.contactId,
      email: '',
    });
    expect(cleared.json().data.contact.email).toBeNull();
    const none = await au(t.app, admin, 'UpsertContact', {
      contactId: added.contactId,
      mobile: null,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.email).toBe('An email address or a mobile number is required');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      { email: 'a@b.test', mobile: '07700 900123' },
      'mobile',
      'Invalid mobile number (use the international format, e.g. +447700900123)',
    ],
    [{ firstName: 'Ada' }, 'email', 'An email address or a mobile number is required'],
    [{ email: 'x1@y.test', firstName: 'A'.repeat(51) }, 'firstName', 'Max. 50 characters'],
    [
      { email: 'x2@y.test', attributes: { shoe_size: 9 } },
      'attributes.shoe_size',
      'Unknown custom field',
    ],
    [
      { email: 'x3@y.test', attributes: { loyalty_points: 'many' } },
      'attributes.loyalty_points',
      'Enter a number',
    ],
    [
      { email: 'x4@y.test', attributes: { birthday: '2026-02-30' } },
      'attributes.birthday',
      'Enter a date as yyyy-mm-dd',
    ],
    [{ email: 'x5@y.test', attributes: { vip: 'yes' } }, 'attributes.vip', 'Choose yes or no'],
    [
      { email: 'x6@y.test', attributes: { plan: 'Gold' } },
      'attributes.plan',
      'Choose one of the options',
    ],
    [
      { email: 'x7@y.test', attributes: { city: 'x'.repeat(501) } },
      'attributes.city',
      'Max. 500 characters',
    ],
  ])('refuses %j with a message under its field', async (body, field, message) => {
    const res = await au(t.app, admin, 'UpsertContact', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 409 when the email or mobile belongs to another contact', async () => {
    await addContact(t.app, admin, { email: 'dup@example.test', mobile: '+447911123701' });
    const email = await au(t.app, admin, 'UpsertContact', { email: 'DUP@example.test' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      message: 'A contact with this email already exists',
      errors: { email: 'A contact with this email already exists' },
    });
    const mobile = await au(t.app, admin, 'UpsertContact', { mobile: '+44 7911 123701' });
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().message).toBe('A contact with this mobile number already exists');
    // Another client may hold the same address: uniqueness is per client.
    expect(
      (await au(t.app, brand, 'UpsertContact', { email: 'dup@example.test' })).statusCode,
    ).toBe(200);
  });
});

describe('Audience/GetContact', () => {
  it('returns the contact by id or passport id with identities, lists and events', async () => {
    const added = await addContact(t.app, admin, { email: 'view@example.test', firstName: 'Vi' });
    const listId = await addStaticList(t.app, admin.clientId, 'Get contact list', [
      added.contactId,
    ]);
    await addEvent(t.app, admin.clientId, added.passportId, 'clicked');
    const byId = await au(t.app, viewer, 'GetContact', { contactId: added.contactId });
    expect(byId.statusCode).toBe(200);
    const data = byId.json().data;
    expect(data.contact.email).toBe('view@example.test');
    expect(data.identities).toEqual([]);
    expect(data.lists).toEqual([
      expect.objectContaining({ listId, name: 'Get contact list', kind: 'target' }),
    ]);
    expect(data.events).toEqual([expect.objectContaining({ type: 'clicked' })]);
    const byPassport = await au(t.app, admin, 'GetContact', { passportId: added.passportId });
    expect(byPassport.json().data.contact.contactId).toBe(added.contactId);
  });

  it.each([
    [{}],
    [{ contactId: 1, passportId: '00000000-0000-0000-0000-000000000000' }],
    [{ passportId: 'nope' }],
  ])('refuses %j', async (body) => {
    expect((await au(t.app, admin, 'GetContact', body)).statusCode).toBe(400);
  });

  it('keeps another client out: read, edit and delete by id are 404 or no-ops', async () => {
    const added = await addContact(t.app, admin, { email: 'private@example.test' });
    const read = await au(t.app, brand, 'GetContact', { contactId: added.contactId });
    expect(read.statusCode).toBe(404);
    const byPassport = await au(t.app, brand, 'GetContact', { passportId: added.passportId });
    expect(byPassport.statusCode).toBe(404);
    const edit = await au(t.app, brand, 'UpsertContact', {
      contactId: added.contactId,
      firstName: 'Mallory',
    });
    expect(edit.statusCode).toBe(404);
    const del = await au(t.app, brand, 'DeleteContacts', { contactIds: [added.contactId] });
    expect(del.json().data.deleted).toBe(0);
    const still = await au(t.app, admin, 'GetContact', { contactId: added.contactId });
    expect(still.json().data.contact).toMatchObject({
      email: 'private@example.test',
      firstName: '',
    });
    const list = await au(t.app, brand, 'GetContacts', {
      pageNo: 1,
      pageSize: 100,
      search: 'private@',
    });
    expect(list.json().data.contacts).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Audience/GetContact',
      payload: { contactId: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});
