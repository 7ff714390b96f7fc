import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ACCOUNT_MSG,
  type TIpWhitelist,
  type TLockoutRefusal,
  type ZUpsertIpWhiteListRequestSchema,
} from '@resonate/contracts/account';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { MSG } from '@resonate/contracts/messages';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAsAdmin } from '../scope.ts';
import { forgetWhitelist } from './address-guard.ts';
import { isAllowed, normalizeAddress } from './ip-address.ts';
import { listWhitelist, lockWhitelist, replaceWhitelist } from './whitelist-repository.ts';

type TUpsertBody = z.output<typeof ZUpsertIpWhiteListRequestSchema>;

/**
 * POST /api/UpsertIpWhiteList: replaces the client's list in one transaction (account admins
 * only). Addresses and in-list duplicates are checked by the request schema; here, against what
 * is stored: an unknown id is 404, an address stored under an id the save does not name is 409
 * 'IP address already exists' (someone added it since the page loaded), and a list that would shut out the caller's
 * own address needs `confirmLockout` (409 with requiresConfirmation otherwise).
 */
export async function upsertIpWhitelist(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TUpsertBody,
  callerIp: string,
): Promise<TIpWhitelist> {
  const clientId = ownClientAsAdmin(auth, body);
  const rows = body.items.map((item) => ({
    id: item.ipWhitelistId,
    ipAddress: item.ipAddress,
    description: item.description ?? '',
  }));
  const result = await withTenant(deps.db, { clientId }, async (trx) => {
    await lockWhitelist(trx, clientId);
    const stored = await listWhitelist(trx);
    const idOf = new Map(stored.map((item) => [item.ipAddress, item.ipWhitelistId]));
    const known = new Set(stored.map((item) => item.ipWhitelistId));
    if (rows.some((row) => row.id !== undefined && !known.has(row.id))) {
      throw new AppError('NOT_FOUND', ACCOUNT_MSG.entryNotFound);
    }
    // A row that keeps its id may take another row's address (a swap); an address held by a
    // row this save does not name is someone else's entry.
    const sent = new Set(rows.map((row) => row.id));
    const errors: TFieldErrors = {};
    rows.forEach((row, index) => {
      const owner = idOf.get(row.ipAddress);
      if (owner !== undefined && owner !== row.id && !sent.has(owner)) {
        errors[`items.${index}.ipAddress`] = MSG.ipAddressExists;
      }
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('CONFLICT', MSG.ipAddressExists, { errors });
    }
    const currentIp = normalizeAddress(callerIp);
    const addresses = rows.map((row) => row.ipAddress);
    if (!body.confirmLockout && !isAllowed(addresses, currentIp)) {
      const data: TLockoutRefusal = { requiresConfirmation: true, currentIp };
      throw new AppError('CONFLICT', ACCOUNT_MSG.lockout(currentIp), { data });
    }
    await replaceWhitelist(trx, clientId, rows);
    return { items: await listWhitelist(trx) };
  });
  forgetWhitelist(deps.db, clientId);
  return result;
}
