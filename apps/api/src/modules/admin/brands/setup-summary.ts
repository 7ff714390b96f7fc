import type { Kysely } from 'kysely';
import type { TSetupSummary } from '@resonate/contracts/onboarding/brands';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { loadAccount } from '#/modules/auth/index.ts';
import type { TAgencyActor } from './agency-actor.ts';
import { listBrands } from './brand-repository.ts';
import { toBrand } from './brand-view.ts';
import { SETUP_BRANDS_MAX } from '@resonate/contracts/onboarding/brands';

/** The setup-complete page: the agency, who set it up and the brands it has now. */
export async function getSetupSummary(db: Kysely<DB>, actor: TAgencyActor): Promise<TSetupSummary> {
  return withTenant(db, { clientId: actor.agencyId }, async (trx) => {
    const account = await loadAccount(trx, actor.userId);
    const { rows } = await listBrands(trx, actor.agencyId, {
      pageNo: 1,
      pageSize: SETUP_BRANDS_MAX,
      search: '',
    });
    return {
      agencyName: account?.clientName ?? '',
      email: account?.email ?? '',
      brands: rows.map(toBrand),
    };
  });
}
