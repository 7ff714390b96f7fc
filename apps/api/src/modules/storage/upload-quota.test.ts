import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESOURCE_MSG } from '@resonate/contracts/resource-limits';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { multipart, upload, type TCaller } from '#/modules/audience/testing.ts';
import { multipartBody, pngOfSize } from '#/modules/profile/testing.ts';

/** A quota of 1 MiB (UPLOAD_QUOTA_MB), so the tests fill it with small files. */
const QUOTA_BYTES = 1024 * 1024;
const QUOTA_MESSAGE = RESOURCE_MSG.uploadQuotaExceeded(QUOTA_BYTES);

let t: TTestApp;
let admin: TCaller & { clientId: number };

beforeAll(async () => {
  t = await createDemoApp({ UPLOAD_QUOTA_MB: '1' });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

/** Frees the client's storage between tests: as if the sweep had removed every import's files. */
beforeEach(async () => {
  await sql`update contact_imports set files_removed_at = now()`.execute(t.app.ownerDb);
  await sql`delete from template_images`.execute(t.app.ownerDb);
});

/** A CSV of about `bytes` bytes: a header and rows of valid contacts. */
function csvOf(bytes: number): string {
  const lines = ['email,first name'];
  let length = lines[0]!.length;
  for (let i = 0; length < bytes; i++) {
    const line = `person${i}@quota.test,Pat`;
    lines.push(line);
    length += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

async function state() {
  const { rows } = await sql<{ imports: number; reservations: number }>`
    select (select count(*)::int from contact_imports) as imports,
      (select count(*)::int from upload_reservations) as reservations`.execute(t.app.ownerDb);
  const root = path.join(t.dataDir, 'imports');
  const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return { ...rows[0]!, files: files.length };
}

function uploadImage(bytes: Buffer) {
  const { payload, headers } = multipartBody(bytes, 'banner.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/Communication/UploadTemplateImage',
    headers: { ...headers, accesstoken: admin.accessToken },
    payload,
  });
}

describe('upload storage quota', () => {
  it('refuses an upload that would exceed the client storage quota, and writes nothing', async () => {
    const first = await upload(t.app, admin, [{ name: 'a.csv', content: csvOf(600_000) }]);
    expect(first.statusCode).toBe(200);
    const before = await state();

    const second = await upload(t.app, admin, [{ name: 'b.csv', content: csvOf(600_000) }]);
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({ status: false, message: QUOTA_MESSAGE });
    expect(QUOTA_MESSAGE).toContain('1 MB of upload storage');
    expect(await state()).toEqual(before);
  });

  it('refuses an upload without a declared size once it fills the quota, and removes what it wrote', async () => {
    const first = await upload(t.app, admin, [{ name: 'a.csv', content: csvOf(600_000) }]);
    expect(first.statusCode).toBe(200);
    const before = await state();

    // A chunked body: no Content-Length to check first, so the stream is stopped at the quota.
    const { payload, headers } = multipart([{ name: 'b.csv', content: csvOf(600_000) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Audience/UploadImportFiles',
      headers: { ...headers, accesstoken: admin.accessToken },
      payload: Readable.from([payload.subarray(0, 100_000), payload.subarray(100_000)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(QUOTA_MESSAGE);
    expect(await state()).toEqual(before);
  });

  it('refuses a template image that would exceed the client storage quota', async () => {
    const csv = await upload(t.app, admin, [{ name: 'a.csv', content: csvOf(700_000) }]);
    expect(csv.statusCode).toBe(200);
    const refused = await uploadImage(pngOfSize(400_000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(QUOTA_MESSAGE);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from template_images`.execute(t.app.ownerDb);
    expect(rows[0]!.n).toBe(0);
    const fits = await uploadImage(pngOfSize(200_000));
    expect(fits.statusCode).toBe(200);
  });

  it('refuses the second of two parallel uploads that fit only one at a time', async () => {
    const responses = await Promise.all([
      upload(t.app, admin, [{ name: 'a.csv', content: csvOf(600_000) }]),
      upload(t.app, admin, [{ name: 'b.csv', content: csvOf(600_000) }]),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 413]);
    expect((await state()).reservations).toBe(0);
  });

  it('counts only the files still kept: swept imports free their space', async () => {
    expect(
      (await upload(t.app, admin, [{ name: 'a.csv', content: csvOf(600_000) }])).statusCode,
    ).toBe(200);
    await sql`update contact_imports set files_removed_at = now()`.execute(t.app.ownerDb);
    expect(
      (await upload(t.app, admin, [{ name: 'b.csv', content: csvOf(600_000) }])).statusCode,
    ).toBe(200);
  });
});
