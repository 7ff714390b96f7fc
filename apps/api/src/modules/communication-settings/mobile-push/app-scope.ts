import { MP_MSG } from '@resonate/contracts/communication-settings/mobile-push';
import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { findMobileAppRow } from './mobile-push-repository.ts';

/** The app a request names, which must be the client's (RLS finds no other): else 404. */
export async function requireApp(trx: Transaction<DB>, mobileAppId: number, forUpdate = false) {
  const row = await findMobileAppRow(trx, mobileAppId, forUpdate);
  if (!row) throw new AppError('NOT_FOUND', MP_MSG.notFound);
  return row;
}
