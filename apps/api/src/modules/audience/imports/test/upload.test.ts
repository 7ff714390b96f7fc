import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADHOC_LIST_MAX_AUDIENCE } from '@resonate/contracts/constants';
import { signIn } from '../../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import { call, createImportApp, csv, upload, type TCaller } from './import-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createImportApp();
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const HEADER = ['E-mail', 'Mobile', 'First Name', 'surname', 'City', 'Loyalty Points', 'Notes'];
const ROW = ['jo@import.test', '+447700900123', 'Jo', 'Bloggs', 'Leeds', '12', 'x'];

async function importRows(): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) n from contact_imports`.execute(
    t.app.ownerDb,
  );
  return Number(rows[0]!.n);
}

/** Files left in DATA_DIR/imports (staging folders included). */
async function filesOnDisk(): Promise<string[]> {
  const root = path.join(t.dataDir, 'imports');
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.endsWith('.csv'));
}

describe('UploadImportFiles', () => {
  it('detects a UTF-8 file, its header and delimiter, and suggests the mapping', async () => {
    const response = await upload(t.app, admin, [
      { name: 'people.csv', content: csv([HEADER, ROW]) },
    ]);
    expect(response.statusCode).toBe(200);
    const { files, columns, targets, importId } = response.json().data;
    expect(importId).toBeGreaterThan(0);
    expect(files[0]).toMatchObject({
      name: 'people.csv',
      encoding: 'utf-8',
      delimiter: ',',
      hasHeader: true,
      columns: HEADER,
      sampleRows: [ROW],
    });
    const suggested = Object.fromEntries(
      columns.map((c: { name: string; suggested: string }) => [c.name, c.suggested]),
    );
    expect(suggested).toEqual({
      'E-mail': 'email',
      Mobile: 'mobile',
      'First Name': 'firstName',
      surname: 'lastName',
      City: 'attribute:city',
      'Loyalty Points': 'attribute:loyalty_points',
      Notes: 'ignore',
    });
    expect(targets.map((target: { field: string }) => target.field)).toEqual(
      expect.arrayContaining(['email', 'mobile', 'firstName', 'lastName', 'attribute:plan']),
    );
    const status = await call(t.app, admin, 'GetImport', { importId });
    expect(status.json().data.import.status).toBe('uploading');
    expect(status.json().data.preview.files[0].name).toBe('people.csv');
  });

  it('reads UTF-8 with a BOM, semicolons, tabs and Latin-1 (é)', async () => {
    const bom = await upload(t.app, admin, [
      { name: 'bom.csv', content: `\uFEFFEmail;Name\r\nzoé@import.test;Zoé\r\n` },
      { name: 'tabs.tsv', content: 'Email\tName\nann@import.test\tAnn\n' },
      {
        name: 'latin1.csv',
        content: Buffer.from('Email,First name\r\nrene@import.test,Ren\xe9\r\n', 'latin1'),
      },
    ]);
    expect(bom.statusCode).toBe(200);
    const [utf8, tabs, latin] = bom.json().data.files;
    expect(utf8).toMatchObject({
      encoding: 'utf-8-bom',
      delimiter: ';',
      columns: ['Email', 'Name'],
    });
    expect(utf8.sampleRows[0]).toEqual(['zoé@import.test', 'Zoé']);
    expect(tabs).toMatchObject({ encoding: 'utf-8', delimiter: '\t' });
    expect(latin).toMatchObject({
      encoding: 'latin-1',
      sampleRows: [['rene@import.test', 'René']],
    });
  });

  it('takes a first row of data for data: columns are numbered', async () => {
    const response = await upload(t.app, admin, [
      { name: 'nohead.csv', content: 'a@import.test,Ann\nb@import.test,Bob\n' },
    ]);
    expect(response.json().data.files[0]).toMatchObject({
      hasHeader: false,
      columns: ['Column 1', 'Column 2'],
    });
  });

  it.each([
    ['binary', Buffer.from([0x00, 0x01, 0x02, 0x03, 0x61, 0x0a]), 'This file is not a CSV file'],
    ['utf-16 without BOM', Buffer.from('Email\r\nx@y.test\r\n', 'utf16le'), 'UTF-16'],
    ['xlsx', Buffer.from('PK\x03\x04rest-of-zip', 'latin1'), 'save it as "CSV UTF-8"'],
    ['utf-16', Buffer.from('\ufeffEmail\r\n', 'utf16le'), 'UTF-16'],
    ['pdf', Buffer.from('%PDF-1.7\n'), 'This file is not a CSV file'],
    ['empty', Buffer.alloc(0), 'This file is empty'],
    ['header only', Buffer.from('Email,Name\r\n'), 'This file has a header but no rows'],
  ])(
    'refuses a %s file with a clear message and leaves nothing behind',
    async (_, content, message) => {
      const before = await importRows();
      const response = await upload(t.app, admin, [
        { name: 'good.csv', content: csv([HEADER, ROW]) },
        { name: 'bad.csv', content },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('bad.csv');
      expect(response.json().message).toContain(message);
      expect(await importRows()).toBe(before);
    },
  );

  it('answers 413 past the file count and the ad-hoc size limits, leaving no files or row', async () => {
    const before = await importRows();
    const onDisk = (await filesOnDisk()).length;
    const small = { name: 'a.csv', content: csv([HEADER, ROW]) };
    const eleven = await upload(
      t.app,
      admin,
      Array.from({ length: 11 }, () => small),
    );
    expect(eleven.statusCode).toBe(413);
    expect(eleven.json().message).toBe('Upload at most 10 files at a time');
    const seven = await upload(
      t.app,
      admin,
      Array.from({ length: 7 }, () => small),
      'adhocList',
    );
    expect(seven.statusCode).toBe(413);
    expect(seven.json().message).toBe('An ad-hoc list takes at most 6 files');
    const big = `${csv([HEADER])}${csv([ROW]).repeat(Math.ceil((11 * 1024 * 1024) / 50))}`;
    const tooBig = await upload(t.app, admin, [{ name: 'big.csv', content: big }], 'adhocList');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('An ad-hoc list takes files of at most 10 MB');
    expect(await importRows()).toBe(before);
    expect((await filesOnDisk()).length).toBe(onDisk);
  });

  it('holds an ad-hoc list to 5 million rows over all its files, headers left out, at upload and at start', async () => {
    const before = await importRows();
    const onDisk = (await filesOnDisk()).length;
    // Two-byte rows keep each file under the 10 MB limit while the pair crosses 5 million.
    const rows = (count: number) => ({
      name: `r${count}.csv`,
      content: `Mobile\n${'1\n'.repeat(count)}`,
    });
    const half = ADHOC_LIST_MAX_AUDIENCE / 2;
    const over = await upload(t.app, admin, [rows(half), rows(half + 1)], 'adhocList');
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      'The files of an ad-hoc list hold at most 5,000,000 rows in all: split them over two lists',
    );
    expect(await importRows()).toBe(before);
    expect((await filesOnDisk()).length).toBe(onDisk);
    const atLimit = await upload(t.app, admin, [rows(half), rows(half)], 'adhocList');
    expect(atLimit.statusCode).toBe(200);

    // The same files uploaded for master data may not become an ad-hoc list either.
    const forMasterData = await upload(t.app, admin, [rows(half), rows(half + 1)]);
    const importId = forMasterData.json().data.importId as number;
    const start = await call(t.app, admin, 'StartImport', {
      importId,
      mapping: { Mobile: 'mobile' },
      mode: 'update',
      destination: { kind: 'adhocList', name: 'Too many rows' },
    });
    expect(start.statusCode).toBe(413);
    expect(start.json().message).toBe(over.json().message);
    const after = await call(t.app, admin, 'GetImport', { importId });
    expect(after.json().data.import.status).toBe('uploading');
  });

  it('leaves no files and no row when the upload is cut off', async () => {
    const before = await importRows();
    const onDisk = (await filesOnDisk()).length;
    const boundary = '----cut';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Audience/UploadImportFiles',
      headers: {
        accesstoken: admin.accessToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.csv"\r\n\r\nEmail\r\nx@import.test\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(await importRows()).toBe(before);
    expect((await filesOnDisk()).length).toBe(onDisk);
  });

  it('refuses a request that is not multipart, and anyone signed out', async () => {
    const json = await call(t.app, admin, 'UploadImportFiles', {});
    expect(json.statusCode).toBe(415);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Audience/UploadImportFiles',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps each client to its own imports', async () => {
    const response = await upload(t.app, admin, [
      { name: 'mine.csv', content: csv([HEADER, ROW]) },
    ]);
    const { importId } = response.json().data;
    const read = await call(t.app, brand, 'GetImport', { importId });
    expect(read.statusCode).toBe(404);
    const list = await call(t.app, brand, 'GetImports', { pageNo: 1, pageSize: 50 });
    expect(list.json().data.imports).toEqual([]);
    const start = await call(t.app, brand, 'StartImport', {
      importId,
      mapping: { 'E-mail': 'email' },
      mode: 'update',
      destination: { kind: 'none' },
    });
    expect(start.statusCode).toBe(404);
  });
});
