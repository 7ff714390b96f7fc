import type { Transaction } from 'kysely';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import type { DB } from '#/db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * The demo clients' licences, consistent with their flags: the clients that sign in hold a
 * yearly licence bought with their demo order, with months left (no expiry notice is due at
 * once); Acme Trial (unpaid) and Acme Starter (licence not validated) have none, so their
 * sign-in still goes to /payment and /account-activate.
 */
const DEMO_LICENCES: Record<string, { startedDaysAgo: number; daysLeft: number }> = {
  acme: { startedDaysAgo: 45, daysLeft: 320 },
  outlet: { startedDaysAgo: 100, daysLeft: 265 },
  northwind: { startedDaysAgo: 5, daysLeft: 360 },
};

export async function seedDemoLicence(
  trx: Transaction<DB>,
  clientId: number,
  client: { key: string; licenceTypeId: number; plan: { orderId: string } },
  now = new Date(),
): Promise<void> {
  const demo = DEMO_LICENCES[client.key];
  const type = licenceType(client.licenceTypeId);
  if (!demo || !type) return;
  await trx
    .insertInto('licences')
    .values({
      client_id: clientId,
      licence_type_id: type.id,
      seats: type.seats,
      channel_ids: [...type.channelIds],
      valid_from: new Date(now.getTime() - demo.startedDaysAgo * DAY_MS),
      valid_until: new Date(now.getTime() + demo.daysLeft * DAY_MS),
      is_agency: type.isAgency,
      source: 'payment',
      order_id: client.plan.orderId,
    })
    .execute();
}
