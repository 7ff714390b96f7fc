import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import { call, createImportApp, runImport, uploaded, type TCaller } from './import-test-helpers.ts';

let t: TTestApp;
let admin: TCaller & { clientId: number };
let brand: TCaller;

beforeAll(async () => {
  t = await createImportApp();
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const MAPPING = {
  Email: 'email',
  Mobile: 'mobile',
  'First name': 'firstName',
  'Last name': 'lastName',
  City: 'attribute:city',
  Plan: 'attribute:plan',
};
const HEADER = 'Email,Mobile,First name,Last name,City,Plan,Notes\r\n';

type TContactRow = {
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  attributes: Record<string, unknown>;
};

async function contact(email: string): Promise<TContactRow | undefined> {
  const { rows } = await sql<TContactRow>`select email, mobile, first_name, last_name, attributes
    from contacts where client_id = ${admin.clientId} and email = ${email}`.execute(t.app.ownerDb);
  return rows[0];
}

async function addContact(email: string | null, mobile: string | null, attributes = {}) {
  await sql`insert into contacts (client_id, email, mobile, first_name, last_name, attributes)
    values (${admin.clientId}, ${email}, ${mobile}, 'Old', 'Name', ${JSON.stringify(attributes)})`.execute(
    t.app.ownerDb,
  );
}

async function rejectedCsv(importId: number): Promise<string> {
  const link = await call(t.app, admin, 'GetRejectedRowsLink', { importId });
  expect(link.statusCode).toBe(200);
  const download = await t.app.inject({ method: 'GET', url: link.json().data.url });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-disposition']).toContain('attachment');
  return download.body;
}

describe('an import run', () => {
  it('normalises, rejects bad rows with their reason, and reports them as safe CSV', async () => {
    const file =
      HEADER +
      'Ann@Import.TEST,+44 7911 000001,Ann,Lee,Leeds,Plus,\r\n' +
      'bob@import.test,07911 000002,Bob,Ray,"York\nNorth",free,"a, ""quoted"" note"\r\n' +
      'cat@import.test,,Cat,Fox,=HYPERLINK("http://x"),,\r\n' +
      'not-an-email,,Dan,Ox,,,=1+2\r\n' +
      'eve@import.test,12ab,Eve,Ng,,,\r\n' +
      ',,Nobody,Here,,,\r\n' +
      'fay@import.test,,Fay\r\n' +
      'gus@import.test,,Gus,Ma,,Gold,\r\n' +
      'hal@import.test,,Hal,Wu,,,,extra\r\n';
    const summary = await runImport(t.app, admin, [{ name: 'people.csv', content: file }], {
      mapping: MAPPING,
      defaultDialCode: '+44',
    });
    expect(summary).toMatchObject({
      status: 'completed',
      rowsRead: 9,
      rowsAccepted: 3,
      rowsRejected: 6,
      rowsInserted: 3,
      rowsUpdated: 0,
      hasRejectedRows: true,
    });
    expect(await contact('ann@import.test')).toMatchObject({
      mobile: '+447911000001',
      first_name: 'Ann',
      attributes: { city: 'Leeds', plan: 'Plus' },
    });
    expect(await contact('bob@import.test')).toMatchObject({
      mobile: '+447911000002',
      attributes: { city: 'York\nNorth', plan: 'Free' },
    });
    // Stored as given; only an export neutralises it.
    expect((await contact('cat@import.test'))?.attributes).toEqual({
      city: '=HYPERLINK("http://x")',
    });

    const report = await rejectedCsv(summary.importId);
    const lines = report
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('File,Row,Reason,Email,Mobile,First name,Last name,City,Plan,Notes');
    expect(lines).toContain("people.csv,5,Invalid email address,not-an-email,,Dan,Ox,,,'=1+2");
    expect(report).toContain('people.csv,6,"Invalid mobile number (use the international format');
    expect(report).toContain('people.csv,7,An email address or a mobile number is required');
    expect(report).toContain('people.csv,8,The row has 3 cells; the header has 7');
    expect(report).toContain('people.csv,9,Plan: Choose one of the options');
    expect(report).toContain('people.csv,10,The row has 8 cells; the header has 7,');
  });

  it('keeps the last of duplicate rows in the file', async () => {
    const file =
      HEADER +
      'dup@import.test,,First,One,Bath,,\r\n' +
      'other@import.test,+447911000010,Other,One,,,\r\n' +
      'DUP@import.test,,Second,Two,,,\r\n' +
      'other2@import.test,+447911000010,Other,Two,,,\r\n';
    const summary = await runImport(t.app, admin, [{ name: 'dups.csv', content: file }], {
      mapping: MAPPING,
    });
    expect(summary).toMatchObject({ rowsAccepted: 4, rowsInserted: 2, rowsSkipped: 2 });
    expect(await contact('dup@import.test')).toMatchObject({
      first_name: 'Second',
      last_name: 'Two',
      attributes: {},
    });
    expect(await contact('other@import.test')).toBeUndefined();
    expect(await contact('other2@import.test')).toMatchObject({ mobile: '+447911000010' });
  });

  it.each([
    ['skip', { first_name: 'Old', attributes: { city: 'Bath', plan: 'Pro' } }, 0, 1],
    ['update', { first_name: 'Old', attributes: { city: 'York', plan: 'Pro' } }, 1, 0],
    ['overwrite', { first_name: '', attributes: { city: 'York' } }, 1, 0],
  ] as const)(
    'mode %s treats an existing contact accordingly',
    async (mode, expected, updated, skipped) => {
      const email = `mode-${mode}@import.test`;
      await addContact(email, null, { city: 'Bath', plan: 'Pro' });
      const summary = await runImport(
        t.app,
        admin,
        [{ name: 'modes.csv', content: `${HEADER}${email},,,Name,York,,\r\n` }],
        { mapping: MAPPING, mode },
      );
      expect(summary).toMatchObject({
        rowsInserted: 0,
        rowsUpdated: updated,
        rowsSkipped: skipped,
      });
      expect(await contact(email)).toMatchObject({ last_name: 'Name', ...expected });
    },
  );

  it('matches by mobile, and rejects a row whose email and mobile are two contacts', async () => {
    await addContact('owner-a@import.test', null);
    await addContact(null, '+447911000077');
    await addContact(null, '+447911000078');
    const file =
      HEADER +
      'owner-a@import.test,+447911000077,Both,Two,,,\r\n' +
      'new-email@import.test,+447911000078,By,Mobile,,,\r\n';
    const summary = await runImport(t.app, admin, [{ name: 'clash.csv', content: file }], {
      mapping: MAPPING,
    });
    expect(summary).toMatchObject({ rowsRejected: 1, rowsAccepted: 1, rowsUpdated: 1 });
    expect(await contact('new-email@import.test')).toMatchObject({ mobile: '+447911000078' });
    expect(await contact('owner-a@import.test')).toMatchObject({ mobile: null, first_name: 'Old' });
    expect(await rejectedCsv(summary.importId)).toContain(
      'clash.csv,2,The email belongs to one contact and the mobile number to another',
    );
  });

  it('refuses a mapping without an identifier, unknown columns and a field mapped twice', async () => {
    const importId = await uploaded(t.app, admin, [
      { name: 'm.csv', content: `${HEADER}a@import.test,,,,,,\r\n` },
    ]);
    const start = (mapping: object) =>
      call(t.app, admin, 'StartImport', {
        importId,
        mapping,
        mode: 'update',
        destination: { kind: 'none' },
      });
    const none = await start({ 'First name': 'firstName', Email: 'ignore' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.mapping).toBe('Map an email or a mobile column');
    const twice = await start({ Email: 'email', Mobile: 'email' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['mapping.Mobile']).toBe(
      'Each field can be mapped to one column only',
    );
    const unknown = await start({ Email: 'email', Phone: 'mobile' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['mapping.Phone']).toBe('This column is not in the uploaded files');
    const badField = await start({ Email: 'email', City: 'attribute:shoe_size' });
    expect(badField.json().errors['mapping.City']).toBe('This custom field no longer exists');
    const badDial = await call(t.app, admin, 'StartImport', {
      importId,
      mapping: { Email: 'email' },
      mode: 'update',
      destination: { kind: 'none' },
      defaultDialCode: '44x',
    });
    expect(badDial.json().errors.defaultDialCode).toBe('Enter a country dial code such as +44');
    const { import: still } = (await call(t.app, admin, 'GetImport', { importId })).json().data;
    expect(still.status).toBe('uploading');
  });

  it('tells the user who started it, and keeps the link and report to its client', async () => {
    const summary = await runImport(
      t.app,
      admin,
      [{ name: 'note.csv', content: `${HEADER}bad,,,,,,\r\nok@import.test,,,,,,\r\n` }],
      { mapping: MAPPING },
    );
    // The notification is raised right after the run commits, so it may trail the status.
    const notified = async () => {
      const { rows } = await sql<{ event_name: string }>`select event_name from notifications
        where client_id = ${admin.clientId} and event_name like 'Import of note.csv%'`.execute(
        t.app.ownerDb,
      );
      return rows[0]?.event_name;
    };
    await expect
      .poll(notified, { timeout: 10_000 })
      .toBe('Import of note.csv finished: 1 added, 0 updated, 1 rejected');
    const foreign = await call(t.app, brand, 'GetRejectedRowsLink', { importId: summary.importId });
    expect(foreign.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/Audience/DownloadRejectedRows?token=abc.def',
    });
    expect(forged.statusCode).toBe(401);
  });
});
