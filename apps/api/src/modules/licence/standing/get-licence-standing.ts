import type { TLicenceStanding } from '@resonate/contracts/onboarding/licence-standing';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TLicenceDeps } from '../licence-deps.ts';
import { loadLicenceStanding } from './licence-standing.ts';

const DAY_MS = 86_400_000;

/**
 * POST Licence/GetStanding (any signed-in user of the working company): the state of the
 * licence it works under, for the banner every page shows during the grace period and after.
 */
export async function getLicenceStanding(
  deps: TLicenceDeps,
  auth: TAuthContext,
  now: Date = new Date(),
): Promise<TLicenceStanding> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const standing = await loadLicenceStanding(trx, auth.clientId, now);
    const { licence } = standing;
    return {
      state: standing.state,
      validFrom: licence?.validFrom.toISOString() ?? null,
      validUntil: licence?.validUntil.toISOString() ?? null,
      graceUntil: licence?.graceUntil.toISOString() ?? null,
      graceDaysLeft:
        licence && standing.state === 'grace'
          ? Math.ceil((licence.graceUntil.getTime() - now.getTime()) / DAY_MS)
          : null,
      channelIds: [...standing.channelIds],
      seats: licence?.seats ?? null,
      seatsUsed: standing.seatsUsed,
    };
  });
}
