import type pg from 'pg';
import { ADHOC_LIST_EXPIRY_DAYS } from '@resonate/contracts/constants';
import type { TImportDestination } from '@resonate/contracts/audience/imports';
import { LIST_MSG } from '@resonate/contracts/audience/lists';
import { ImportRunError } from './run-error.ts';

type TListScope = { clientId: number; userId: number | null; listId: number | null };

/**
 * The list the run adds its contacts to, inside the run's transaction: created now for a new
 * target or ad-hoc list (so a failed or cancelled run leaves no list behind; a name taken
 * since the start fails the run), or the existing target list, locked so its member count
 * stays true with concurrent edits.
 */
export async function prepareList(
  client: pg.PoolClient,
  destination: TImportDestination,
  scope: TListScope,
): Promise<number | null> {
  if (destination.kind === 'none') return null;
  if (destination.kind === 'targetList') {
    const { rows } = await client.query<{ id: number }>(
      `select id from audience_lists where client_id = $1 and id = $2 and kind = 'target' for update`,
      [scope.clientId, scope.listId],
    );
    if (!rows[0]) throw new ImportRunError(LIST_MSG.notFound);
    return rows[0].id;
  }
  const adhoc = destination.kind === 'adhocList';
  const { rows } = await client.query<{ id: number }>(
    `insert into audience_lists (client_id, name, kind, source, expires_at, created_by)
     values ($1, $2, $3, 'import', case when $3 = 'adhoc' then now() + make_interval(days => $4) end, $5)
     returning id`,
    [
      scope.clientId,
      destination.name,
      adhoc ? 'adhoc' : 'target',
      ADHOC_LIST_EXPIRY_DAYS,
      scope.userId,
    ],
  );
  return rows[0]!.id;
}

/** member_count follows the members the run added, in the same transaction. */
export async function addMemberCount(
  client: pg.PoolClient,
  clientId: number,
  listId: number,
  added: number,
): Promise<void> {
  await client.query(
    `update audience_lists set member_count = member_count + $3, updated_at = now()
     where client_id = $1 and id = $2`,
    [clientId, listId, added],
  );
}
