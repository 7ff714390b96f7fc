import { sql, type Transaction } from 'kysely';
import type { DB, TPaymentFrequency } from '#/db/schema.ts';
import { licenceRenewalDue } from '#/modules/licence/index.ts';

/**
 * The client and the user of a payment scope, read together: the user must belong to the client
 * and be active. `lock` takes the client row for the rest of the transaction, so two payments
 * (or a payment and a plan change) of one client run one after the other. An account whose
 * licence has lapsed counts as not paid: sign-in sent it to renew, and paying is one way.
 */
export async function loadBillingAccount(
  trx: Transaction<DB>,
  scope: { clientId: number; userId: number },
  lock = false,
) {
  let query = trx
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.client_id', 'c.id')
    .select([
      'c.id as clientId',
      'c.name as clientName',
      'c.is_agency as isAgency',
      'c.payment_completed as paymentCompleted',
      'c.licence_type_id as licenceTypeId',
      'c.plan_amount_minor as amountMinor',
      'c.sale_price_minor as salePriceMinor',
      'c.plan_frequency as frequency',
      'c.order_id as orderId',
      'c.country_id as countryId',
      'c.tax_number as taxNumber',
      'c.currency as clientCurrency',
      'c.business_email as businessEmail',
      'u.id as userId',
      'u.email as email',
      'u.status as userStatus',
    ])
    .where('c.id', '=', scope.clientId)
    .where('u.id', '=', scope.userId);
  if (lock) query = query.forUpdate(['c']);
  const row = await query.executeTakeFirst();
  const renewalDue =
    row?.paymentCompleted === true && (await licenceRenewalDue(trx, row.clientId, new Date()));
  return (
    row && {
      ...row,
      paymentCompleted: row.paymentCompleted && !renewalDue,
      amountMinor: Number(row.amountMinor),
      salePriceMinor: Number(row.salePriceMinor),
    }
  );
}
export type TBillingAccount = NonNullable<Awaited<ReturnType<typeof loadBillingAccount>>>;

/** Order ids come from a global sequence: unique across clients by construction. */
export async function nextOrderId(trx: Transaction<DB>, now = new Date()): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('order_number_seq') as n`.execute(trx);
  return `ORD-${now.getUTCFullYear()}-${String(rows[0]!.n).padStart(6, '0')}`;
}

/** The chosen plan, kept on the client as the spec's login data carries it. */
export async function setClientPlan(
  trx: Transaction<DB>,
  clientId: number,
  plan: {
    licenceTypeId: number;
    frequency: TPaymentFrequency;
    amountMinor: number;
    salePriceMinor: number;
    orderId: string;
  },
): Promise<void> {
  await trx
    .updateTable('clients')
    .set({
      licence_type_id: plan.licenceTypeId,
      plan_frequency: plan.frequency,
      plan_amount_minor: plan.amountMinor,
      sale_price_minor: plan.salePriceMinor,
      order_id: plan.orderId,
      updated_at: new Date(),
    })
    .where('id', '=', clientId)
    .execute();
}

export async function orderExists(trx: Transaction<DB>, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('orders')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findAttempt(trx: Transaction<DB>, idempotencyKey: string) {
  return trx
    .selectFrom('payment_attempts')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}
