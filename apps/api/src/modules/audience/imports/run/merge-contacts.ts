import type pg from 'pg';
import type { TImportMode } from '@resonate/contracts/audience/imports';
import { UUID_V7_SQL } from '#/db/uuid-v7.ts';

export type TMergePlan = {
  clientId: number;
  mode: TImportMode;
  /** Whether the mapping fills each name (an unmapped field is never touched). */
  firstName: boolean;
  lastName: boolean;
  /** Custom fields the mapping fills: overwrite replaces (or clears) exactly these. */
  attributeKeys: string[];
  /** The list that receives every contact of the file, if any. */
  listId: number | null;
  dedupe: TDedupe;
};

export type TMergeResult = {
  inserted: number;
  updated: number;
  /** Rows whose email and mobile belong to two different contacts (row_no of each). */
  conflicts: number[];
  /** Members the list gained. */
  membersAdded: number;
  /** Milliseconds per step, for the run's log line. */
  timings: Record<string, number>;
};

/** How "the last row wins" is settled: see DuplicateHint. */
export type TDedupe = { kind: 'none' } | { kind: 'candidates' } | { kind: 'wholeFile' };

/**
 * The last row (highest row_no) for each email and for each mobile wins. With the hint, only
 * the rows sharing an identifier with a flagged row are compared, and the rows they supersede
 * are deleted from the staging table.
 */
const DEDUPE_CANDIDATES_SQL = `
  with keys as (
    select r.email, r.mobile from import_rows r join import_dup_rows d on d.row_no = r.row_no
  ), cand as materialized (
    select r.row_no, r.email, r.mobile from import_rows r
    where r.email in (select email from keys where email is not null)
       or r.mobile in (select mobile from keys where mobile is not null)
  ), superseded as (
    select c.row_no from cand c join cand l on l.email = c.email and l.row_no > c.row_no
    union
    select c.row_no from cand c join cand l on l.mobile = c.mobile and l.row_no > c.row_no
  )
  delete from import_rows where row_no in (select row_no from superseded)`;

const WHOLE_FILE_DEDUPE = `
  where not exists (select 1 from import_rows l where l.email = r.email and l.row_no > r.row_no)
    and not exists (select 1 from import_rows l where l.mobile = r.mobile and l.row_no > r.row_no)`;

/** Each remaining row matched to the contact holding its email and the one holding its mobile. */
function matchSql(dedupe: TDedupe): string {
  return `
    create temp table import_matched on commit drop as
    select r.row_no, r.email, r.mobile, r.first_name, r.last_name, r.attributes,
           ce.id as by_email, cm.id as by_mobile
    from import_rows r
    left join contacts ce on ce.client_id = $1 and ce.email = r.email
    left join contacts cm on cm.client_id = $1 and cm.mobile = r.mobile
    ${dedupe.kind === 'wholeFile' ? WHOLE_FILE_DEDUPE : ''}`;
}

const CONFLICTS_SQL = `select row_no from import_matched where by_email <> by_mobile order by row_no`;

/**
 * New contacts, in email order so the email index fills page by page; passport ids are UUIDv7
 * (time-ordered), so their index grows at its right edge instead of at random.
 */
function insertSql(withList: boolean): string {
  const insert = `
    insert into contacts (client_id, passport_id, email, mobile, first_name, last_name, attributes)
    select $1, ${UUID_V7_SQL}, email, mobile, coalesce(first_name, ''), coalesce(last_name, ''), attributes
    from import_matched
    where by_email is null and by_mobile is null
    order by email collate "C"`;
  if (!withList)
    return `with inserted as (${insert} returning 1) select count(*)::int as n from inserted`;
  return `
    with inserted as (${insert} returning id),
    members as (
      insert into audience_list_members (client_id, list_id, contact_id)
      select $1, $2::bigint, id from inserted
      returning 1
    )
    select (select count(*)::int from inserted) as n, (select count(*)::int from members) as m`;
}

/** Existing contacts the file names (without conflict); a contact named twice takes the last row. */
const LATEST_SQL = `
  create temp table import_latest on commit drop as
  select distinct on (target) *
  from (
    select coalesce(by_email, by_mobile) as target, row_no, email, mobile, first_name, last_name,
           attributes
    from import_matched
    where coalesce(by_email, by_mobile) is not null
      and (by_email is null or by_mobile is null or by_email = by_mobile)
  ) t
  order by target, row_no desc`;

/**
 * The new values of a matched contact. Update fills what the row gives (an empty cell keeps
 * the value); overwrite replaces every mapped field (an empty cell clears it), except that an
 * identifier is never cleared, since a contact keeps an email or a mobile.
 */
function updateSql(plan: TMergePlan): string {
  const overwrite = plan.mode === 'overwrite';
  const name = (column: string, mapped: boolean) =>
    !mapped
      ? `c.${column}`
      : overwrite
        ? `coalesce(m.${column}, '')`
        : `coalesce(m.${column}, c.${column})`;
  const values: Record<string, string> = {
    email: 'coalesce(m.email, c.email)',
    mobile: 'coalesce(m.mobile, c.mobile)',
    first_name: name('first_name', plan.firstName),
    last_name: name('last_name', plan.lastName),
    attributes: overwrite
      ? '(c.attributes - $2::text[]) || m.attributes'
      : 'c.attributes || m.attributes',
  };
  const columns = Object.keys(values);
  return `
    update contacts c
    set ${columns.map((column) => `${column} = ${values[column]}`).join(', ')}, updated_at = now()
    from import_latest m
    where c.client_id = $1 and c.id = m.target
      and (${columns.map((column) => `c.${column}`).join(', ')})
        is distinct from (${Object.values(values).join(', ')})`;
}

const MEMBERS_SQL = `
  insert into audience_list_members (client_id, list_id, contact_id)
  select $1, $2, target from import_latest
  on conflict do nothing`;

/**
 * The set-based merge of the staged rows into the audience, in the run's transaction: match,
 * set conflicting rows aside, insert the new contacts, update the existing ones as the mode
 * says, and add every contact of the file to the destination list.
 */
export async function mergeContacts(
  client: pg.PoolClient,
  plan: TMergePlan,
): Promise<TMergeResult> {
  const { clientId } = plan;
  const timings: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings[step] = Math.round(performance.now() - started);
    }
  };
  await timed('analyze', () => client.query('analyze import_rows'));
  if (plan.dedupe.kind === 'candidates') {
    await timed('dedupe', () => client.query(DEDUPE_CANDIDATES_SQL));
  }
  await timed('match', () => client.query(matchSql(plan.dedupe), [clientId]));
  const conflicts = (await client.query<{ row_no: string }>(CONFLICTS_SQL)).rows.map((row) =>
    Number(row.row_no),
  );
  const added = await timed('insert', () =>
    client.query<{ n: number; m?: number }>(
      insertSql(plan.listId !== null),
      plan.listId === null ? [clientId] : [clientId, plan.listId],
    ),
  );
  let membersAdded = added.rows[0]?.m ?? 0;
  let updated = 0;
  if (plan.mode !== 'skip' || plan.listId !== null) {
    await timed('latest', () => client.query(LATEST_SQL));
  }
  if (plan.mode !== 'skip') {
    const params = plan.mode === 'overwrite' ? [clientId, plan.attributeKeys] : [clientId];
    const result = await timed('update', () => client.query(updateSql(plan), params));
    updated = result.rowCount ?? 0;
  }
  if (plan.listId !== null) {
    const listId = plan.listId;
    const result = await timed('members', () => client.query(MEMBERS_SQL, [clientId, listId]));
    membersAdded += result.rowCount ?? 0;
  }
  return { inserted: added.rows[0]?.n ?? 0, updated, conflicts, membersAdded, timings };
}
