/**
 * The floor under any import into this schema: the file's new contacts inserted and its
 * existing ones updated by two plain statements, from rows already parsed, deduplicated and
 * matched, into a copy of the audience with the same six indexes. The import does that work
 * plus reading, checking, deduplicating and matching every row, so import / floor says how
 * much of an import is our code and how much is the writes the schema asks for, a ratio that
 * holds on a host whose speed changes from one run to the next.
 */
import type pg from 'pg';
import { EMAIL_PREFIX } from './import-data.ts';

const COPY_TABLE = 'import_floor_contacts';

/** Copies the audience the file goes into, indexes included; before the import changes it. */
export async function copyAudienceForFloor(db: pg.Pool, clientId: number): Promise<void> {
  await db.query(`drop table if exists ${COPY_TABLE}`);
  await db.query(`create table ${COPY_TABLE} (like contacts including all)`);
  await db.query(
    `insert into ${COPY_TABLE} (client_id, passport_id, email, mobile, first_name, last_name,
       attributes, consent, created_at, updated_at)
     select client_id, passport_id, email, mobile, first_name, last_name, attributes, consent,
       created_at, updated_at
     from contacts where client_id = $1 and email like $2`,
    [clientId, `${EMAIL_PREFIX}%`],
  );
  // As loadAudience leaves the audience before the import: vacuumed, analysed, on disk.
  await db.query(`vacuum analyze ${COPY_TABLE}`);
}

export type TFloor = {
  inserted: number;
  updated: number;
  insertSeconds: number;
  updateSeconds: number;
};

/**
 * Times the floor's two statements on the copy. `plainTable` holds the file as the plain COPY
 * baseline loaded it (text columns c0-c8 in file order); the last row of each email wins, and
 * rows without an address are left out, as the import rejects them.
 */
export async function measureFloor(
  db: pg.Pool,
  clientId: number,
  plainTable: string,
): Promise<TFloor> {
  const client = await db.connect();
  try {
    await client.query(`create temp table floor_rows as
      select distinct on (c0) c0 as email, c1 as mobile, c2 as first_name, c3 as last_name,
        jsonb_build_object('city', c4, 'plan', c5, 'loyalty_points', c6::int, 'birthday', c7,
          'vip', c8::boolean) as attributes,
        exists (select 1 from ${COPY_TABLE} a where a.client_id = ${Number(clientId)}
          and a.email = c0) as existing
      from ${plainTable} where c0 like '%@%'
      order by c0, ctid desc`);
    await client.query('analyze floor_rows');
    await client.query('checkpoint');
    await client.query('begin');
    await client.query(`set local synchronous_commit = off; set local work_mem = '256MB'`);
    const timed = async (text: string) => {
      const started = performance.now();
      const result = await client.query(text, [clientId]);
      return { rows: result.rowCount ?? 0, seconds: (performance.now() - started) / 1000 };
    };
    const insert = await timed(`insert into ${COPY_TABLE}
        (client_id, passport_id, email, mobile, first_name, last_name, attributes)
      select $1, uuidv7(), email, mobile, first_name, last_name, attributes
      from floor_rows where not existing order by email collate "C"`);
    const update = await timed(`update ${COPY_TABLE} c
      set first_name = r.first_name, last_name = r.last_name,
        attributes = c.attributes || r.attributes, updated_at = now()
      from floor_rows r
      where r.existing and c.client_id = $1 and c.email = r.email`);
    return {
      inserted: insert.rows,
      updated: update.rows,
      insertSeconds: insert.seconds,
      updateSeconds: update.seconds,
    };
  } finally {
    // The floor is timed, never kept; and a failed statement must not leave the pooled
    // connection inside an aborted transaction.
    await client.query('rollback').catch(() => undefined);
    await client.query('drop table if exists floor_rows').catch(() => undefined);
    client.release();
  }
}

export async function dropFloorCopy(db: pg.Pool): Promise<void> {
  await db.query(`drop table if exists ${COPY_TABLE}`);
}
