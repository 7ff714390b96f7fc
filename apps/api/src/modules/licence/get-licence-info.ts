import { LICENCE_HISTORY_MAX, type TLicenseInfo } from '@resonate/contracts/onboarding/licence';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TLicenceDeps } from './licence-deps.ts';
import { countSeatsUsed, findLicenceClient, listLicences } from './licence-repository.ts';
import { toLicenceSummary } from './licence-view.ts';

const DAY_MS = 86_400_000;

/** Whole days left (0 on the last day), never negative. */
export function daysLeft(validUntil: Date, now = new Date()): number {
  return Math.max(0, Math.floor((validUntil.getTime() - now.getTime()) / DAY_MS));
}

/** POST LicenseInfo (feature 54): the working client's licence, seats and licence history. */
export async function getLicenceInfo(
  deps: TLicenceDeps,
  auth: TAuthContext,
): Promise<TLicenseInfo> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const client = await findLicenceClient(trx, auth.clientId);
    if (!client) throw new AppError('NOT_FOUND');
    const rows = await listLicences(trx, auth.clientId, LICENCE_HISTORY_MAX + 1);
    const now = new Date();
    const currentRow = rows.find((row) => row.replaced_at === null);
    const isBrand = client.parentClientId !== null;
    return {
      clientName: client.name,
      submitKind: isBrand ? 'company' : client.isAgency ? 'agency' : 'standard',
      current: currentRow ? toLicenceSummary(currentRow, now) : null,
      seatsUsed: await countSeatsUsed(trx),
      daysLeft: currentRow ? daysLeft(currentRow.valid_until, now) : null,
      coveredByAgency: isBrand && !currentRow,
      canRenew: auth.isAccountAdmin,
      history: rows
        .filter((row) => row !== currentRow)
        .slice(0, LICENCE_HISTORY_MAX)
        .map((row) => toLicenceSummary(row, now)),
    };
  });
}
