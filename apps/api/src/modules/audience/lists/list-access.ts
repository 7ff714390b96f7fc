import type { Kysely } from 'kysely';
import type pg from 'pg';
import { LIST_MSG } from '@resonate/contracts/audience/lists';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TAppConfig } from '#/secrets.ts';
import { findListRow, type TListRow, type TTrx } from './list-repository.ts';

/** What the list use cases need; the app instance satisfies it. */
export type TListDeps = { db: Kysely<DB>; bulkPool: pg.Pool; config: TAppConfig };

/** The client's list, or 404: another client's id is simply not found. */
export async function requireList(
  trx: TTrx,
  clientId: number,
  listId: number,
  forUpdate = false,
): Promise<TListRow> {
  const row = await findListRow(trx, clientId, listId, forUpdate);
  if (!row) throw new AppError('NOT_FOUND', LIST_MSG.notFound);
  return row;
}

/** Members are changed by hand in target lists only. */
export function assertEditableMembers(row: TListRow): void {
  if (row.kind === 'adhoc') throw new AppError('CONFLICT', LIST_MSG.adhocReadOnly);
  if (row.kind === 'dynamic') throw new AppError('CONFLICT', LIST_MSG.dynamicMembers);
}

export function nameTakenError(): AppError {
  return new AppError('CONFLICT', LIST_MSG.nameTaken, { errors: { name: LIST_MSG.nameTaken } });
}
