/**
 * Data of the import benchmark: a CSV of a million contacts and an audience of a million that
 * the file partly overlaps. Both are deterministic, so two runs import the same work.
 *
 * File row i is person n = i + 750,001, so persons 750,001-1,000,000 (a quarter of the file)
 * are already in the audience, with other custom-field values (the import updates them), and
 * the rest are new. Every 100th row repeats the person of 50 rows before with another first
 * name (the last row wins), and every 10,000th row has an invalid email (rejected).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type pg from 'pg';

export const FILE_ROWS = 1_000_000;
export const AUDIENCE = 1_000_000;
const FIRST_IN_FILE = 750_001;
export const EMAIL_PREFIX = 'imp-bench-';

export const CSV_HEADER = [
  'Email',
  'Mobile',
  'First name',
  'Last name',
  'City',
  'Plan',
  'Loyalty points',
  'Birthday',
  'VIP',
];
export const CSV_MAPPING = {
  Email: 'email',
  Mobile: 'mobile',
  'First name': 'firstName',
  'Last name': 'lastName',
  City: 'attribute:city',
  Plan: 'attribute:plan',
  'Loyalty points': 'attribute:loyalty_points',
  Birthday: 'attribute:birthday',
  VIP: 'attribute:vip',
};
const PLANS = ['Free', 'Plus', 'Pro'];

const email = (n: number) => `${EMAIL_PREFIX}${n}@example.com`;
const mobile = (n: number) => `+4479${String(n).padStart(8, '0')}`;

function csvLine(i: number): string {
  let n = FIRST_IN_FILE + i;
  let first = `First${n % 997}`;
  if (i % 100 === 99) {
    n -= 50;
    first = `Again${n % 997}`;
  }
  const address = i % 10_000 === 5_000 ? 'not-an-email' : email(n);
  const birthday = `19${50 + (n % 50)}-0${1 + (n % 9)}-1${n % 10}`;
  return `${address},${mobile(n)},${first},Last${n % 4999},Town${n % 300},${PLANS[n % 3]},${n % 5000},${birthday},${n % 7 === 0}\r\n`;
}

/** Writes the CSV (about 95 MB) and returns its size in bytes. */
export async function writeImportCsv(file: string): Promise<number> {
  const out = createWriteStream(file);
  let bytes = 0;
  let chunk = `${CSV_HEADER.join(',')}\r\n`;
  for (let i = 0; i < FILE_ROWS; i += 1) {
    chunk += csvLine(i);
    if (chunk.length >= 1 << 16 || i === FILE_ROWS - 1) {
      bytes += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end();
  await once(out, 'finish');
  return bytes;
}

/** The audience the file is imported into: persons 1 to 1,000,000 in the client's contacts. */
export async function loadAudience(db: pg.Pool, clientId: number): Promise<void> {
  await db.query(
    `insert into contacts (client_id, email, mobile, first_name, last_name, attributes)
     select $1, $2 || g || '@example.com', '+4479' || lpad(g::text, 8, '0'),
       'First' || (g % 997), 'Last' || (g % 4999),
       jsonb_build_object('city', 'City' || (g % 100), 'plan', 'Free', 'loyalty_points', g % 700,
         'birthday', '1980-01-01', 'vip', false)
     from generate_series(1, $3::int) g`,
    [clientId, EMAIL_PREFIX, AUDIENCE],
  );
  // As a live audience would be: vacuumed and analysed, its pages on disk.
  await db.query('vacuum analyze contacts');
  await db.query('checkpoint');
}

export async function removeBenchContacts(db: pg.Pool, clientId: number): Promise<void> {
  await db.query('delete from contacts where client_id = $1 and email like $2', [
    clientId,
    `${EMAIL_PREFIX}%`,
  ]);
  await db.query('vacuum contacts');
}
