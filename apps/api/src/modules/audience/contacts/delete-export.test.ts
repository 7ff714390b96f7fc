import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import {
  addContact,
  addEvent,
  addStaticList,
  au,
  type TCaller,
  seedAudience,
} from './contacts.test-helpers.ts';

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

const countOf = async (query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(t.app.ownerDb)).rows[0]!.n);

describe('Audience/DeleteContacts', () => {
  it('removes contacts with identities, memberships (counts kept true) and history', async () => {
    const gone = await addContact(t.app, admin, { email: 'forget.me@example.test' });
    const kept = await addContact(t.app, admin, { email: 'keep.me@example.test' });
    const listId = await addStaticList(t.app, admin.clientId, 'Deletion list', [
      gone.contactId,
      kept.contactId,
    ]);
    await addEvent(t.app, admin.clientId, gone.passportId);
    await addEvent(t.app, admin.clientId, kept.passportId);
    await sql`insert into contact_identities (client_id, contact_id, kind, value)
      values (${admin.clientId}, ${gone.contactId}, 'whatsapp', '+447911300001')`.execute(
      t.app.ownerDb,
    );

    const res = await au(t.app, admin, 'DeleteContacts', {
      contactIds: [gone.contactId, gone.contactId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deleted).toBe(1);

    expect(
      await countOf(sql`select count(*) as n from contacts where id = ${gone.contactId}`),
    ).toBe(0);
    expect(
      await countOf(
        sql`select count(*) as n from contact_identities where contact_id = ${gone.contactId}`,
      ),
    ).toBe(0);
    expect(
      await countOf(sql`select count(*) as n from audience_list_members where list_id = ${listId}`),
    ).toBe(1);
    expect(
      await countOf(sql`select member_count as n from audience_lists where id = ${listId}`),
    ).toBe(1);
    expect(
      await countOf(
        sql`select count(*) as n from contact_events where passport_id = ${gone.passportId}::uuid`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        sql`select count(*) as n from contact_events where passport_id = ${kept.passportId}::uuid`,
      ),
    ).toBe(1);
    const read = await au(t.app, admin, 'GetContact', { contactId: gone.contactId });
    expect(read.statusCode).toBe(404);
  });

  it.each([
    [{ contactIds: [] }, 'Select at least one contact'],
    [
      { contactIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
      'At most 1000 contacts can be deleted at once',
    ],
    [{ contactIds: ['1'] }, undefined],
    [{}, undefined],
  ])('refuses %#', async (body, message) => {
    const res = await au(t.app, admin, 'DeleteContacts', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.body).toContain(message);
  });
});

describe('export of a search', () => {
  const download = (url: string) => t.app.inject({ method: 'GET', url });

  it('streams the CSV of a search with neutralised cells, custom fields and consent', async () => {
    await addContact(t.app, admin, {
      email: 'csv.one@export.test',
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: 'Smith, "Jr"',
      attributes: { city: '@SUM(A1)', plan: 'Plus', loyalty_points: -5, vip: true },
      consent: { email: 'subscribed' },
    });
    await addContact(t.app, admin, {
      email: 'csv.two@export.test',
      mobile: '+447911300002',
      firstName: 'Two',
    });
    await addContact(t.app, admin, { email: 'other@export.test', firstName: 'Other' });
    const exported = await au(t.app, admin, 'ExportContacts', { search: 'csv.' });
    expect(exported.statusCode).toBe(200);
    const { url } = exported.json().data;
    expect(url).toMatch(/^\/api\/Audience\/DownloadContacts\?token=/);

    const res = await download(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      'Passport ID,Email,Mobile,First name,Last name,City,Plan,Loyalty points,Birthday,VIP,' +
        'Email consent,SMS consent,WhatsApp consent,Voice consent,Web push consent,Mobile push consent,Created',
    );
    expect(lines).toHaveLength(3);
    const [one, two] = [lines[1]!, lines[2]!];
    expect(one).toContain(
      ',csv.one@export.test,,"\'=HYPERLINK(""http://evil.test"")","Smith, ""Jr""",\'@SUM(A1),Plus,-5,,true,subscribed,,,,,,',
    );
    expect(one).toMatch(/^[0-9a-f-]{36},/);
    expect(one).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(two).toContain(",csv.two@export.test,'+447911300002,Two,,");
  });

  it('refuses a forged, tampered or missing token, and keeps the tenant of the token', async () => {
    expect((await download('/api/Audience/DownloadContacts')).statusCode).toBe(401);
    expect((await download('/api/Audience/DownloadContacts?token=forged.token')).statusCode).toBe(
      401,
    );
    const { url } = (await au(t.app, brand, 'ExportContacts', {})).json().data;
    const [body, mac] = decodeURIComponent(url.split('token=')[1]).split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, c: admin.clientId })).toString(
      'base64url',
    );
    const res = await download(`/api/Audience/DownloadContacts?token=${tampered}.${mac}`);
    expect(res.statusCode).toBe(401);
    const own = await download(url);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('example.com');
  });

  it('exports the whole audience without a search', async () => {
    const { url } = (await au(t.app, admin, 'ExportContacts', {})).json().data;
    const res = await download(url);
    const total = await countOf(
      sql`select count(*) as n from contacts where client_id = ${admin.clientId}`,
    );
    expect(res.body.trimEnd().split('\n')).toHaveLength(total + 1);
  });
});
