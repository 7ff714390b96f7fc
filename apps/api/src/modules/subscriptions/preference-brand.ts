import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_BRAND_COLOR,
  type TPreferencePage,
} from '@resonate/contracts/subscriptions/topics';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

/** The brand of the client's preference page as set (an empty name: the company's). */
export async function preferenceBrandOf(
  trx: Transaction<DB>,
  clientId: number,
): Promise<TPreferencePage> {
  const row = await trx
    .selectFrom('preference_centres')
    .select(['brand_name', 'brand_color'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return { brandName: row?.brand_name ?? '', brandColor: row?.brand_color ?? DEFAULT_BRAND_COLOR };
}

/** SubscriptionTopics/GetPreferencePage. */
export async function getPreferenceBrand(
  deps: { db: Kysely<DB> },
  clientId: number,
): Promise<TPreferencePage> {
  return withTenant(deps.db, { clientId }, (trx) => preferenceBrandOf(trx, clientId));
}

/** SubscriptionTopics/SavePreferencePage. */
export async function savePreferenceBrand(
  deps: { db: Kysely<DB> },
  clientId: number,
  body: TPreferencePage,
): Promise<TPreferencePage> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const values = { brand_name: body.brandName, brand_color: body.brandColor };
    await trx
      .insertInto('preference_centres')
      .values({ client_id: clientId, ...values })
      .onConflict((conflict) =>
        conflict.column('client_id').doUpdateSet({ ...values, updated_at: new Date() }),
      )
      .execute();
    return preferenceBrandOf(trx, clientId);
  });
}
