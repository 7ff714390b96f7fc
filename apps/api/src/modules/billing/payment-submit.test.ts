import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import { createDemoApp, login } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { accountReadyToPay, card, post, submitBody } from './billing-test-helpers.ts';
import { TEST_CARDS } from './test-payment-provider.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

/** What a payment leaves behind for a client, read as the owner. */
async function stateOf(clientId: number) {
  const { rows } = await sql<Record<string, unknown>>`select
      (select count(*)::int from orders where client_id = ${clientId}) as orders,
      (select count(*)::int from invoices where client_id = ${clientId}) as invoices,
      (select count(*)::int from licences where client_id = ${clientId}) as licences,
      (select count(*)::int from payment_attempts where client_id = ${clientId}) as attempts,
      payment_completed, licence_validated
    from clients where id = ${clientId}`.execute(t.app.ownerDb);
  return rows[0];
}

describe('PaymentSubmit', () => {
  it('charges the test card, records order and invoice, activates the licence, signs in', async () => {
    const ready = await accountReadyToPay(t.app, t.dataDir, { licenceTypeId: 2 });
    const body = submitBody(ready, { promoCode: 'welcome10', cpCode: 'partner-7' });
    const response = await post(t.app, 'PaymentSubmit', body);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      orderId: ready.orderId,
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      currency: 'GBP',
      totalMinor: 21_492, // (19 900 - 10%) + 20% VAT
      next: 'signedIn',
      session: { clientId: ready.clientId, userId: ready.userId, licenseTypeId: 2 },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetSession',
      headers: { accessToken: data.session.accessToken },
    });
    expect(session.statusCode).toBe(200);

    expect(await stateOf(ready.clientId)).toEqual({
      orders: 1,
      invoices: 1,
      licences: 1,
      attempts: 1,
      payment_completed: true,
      licence_validated: true,
    });
    const { rows } = await sql<Record<string, unknown>>`
      select o.card_brand, o.card_last4, o.promo_code, o.cp_code, o.provider,
        i.subtotal_minor::int, i.discount_minor::int, i.tax_minor::int, i.total_minor::int, l.description, lc.source, lc.order_id,
        lc.seats, p.redemptions
      from orders o join invoices i using (client_id, order_id)
      join invoice_lines l on l.client_id = i.client_id and l.invoice_id = i.id
      join licences lc on lc.client_id = o.client_id and lc.replaced_at is null
      join promo_codes p on p.code = o.promo_code
      where o.client_id = ${ready.clientId}`.execute(t.app.ownerDb);
    expect(rows[0]).toEqual({
      card_brand: 'visa',
      card_last4: '4242',
      promo_code: 'WELCOME10',
      cp_code: 'PARTNER-7',
      provider: 'test',
      subtotal_minor: 19_900,
      discount_minor: 1990,
      tax_minor: 3582,
      total_minor: 21_492,
      description: 'Growth licence, monthly (10 seats)',
      source: 'payment',
      order_id: ready.orderId,
      seats: 10,
      redemptions: 1,
    });
    // The card number is stored nowhere.
    const { rows: leaks } = await sql<{ n: number }>`select
      (select count(*) from orders where orders::text like '%4242424242424242%')
      + (select count(*) from payment_attempts where payment_attempts::text like '%4242424242%')
      as n`.execute(t.app.ownerDb);
    expect(Number(leaks[0]!.n)).toBe(0);

    const signIn = await login(t.app, ready.form.emailId, ready.form.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.accessToken).toEqual(expect.any(String));
  });

  it('charges once for a double click (the same idempotency key)', async () => {
    const ready = await accountReadyToPay(t.app, t.dataDir);
    const body = submitBody(ready);
    const [first, second] = await Promise.all([
      post(t.app, 'PaymentSubmit', body),
      post(t.app, 'PaymentSubmit', body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data.invoiceNumber).toBe(first.json().data.invoiceNumber);
    expect(await stateOf(ready.clientId)).toMatchObject({ orders: 1, invoices: 1, attempts: 1 });

    const changed = await post(t.app, 'PaymentSubmit', { ...body, cpCode: 'OTHER' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(PAYMENT_MSG.idempotencyMismatch);
  });

  it('refuses a reused order id with 409', async () => {
    const paid = await accountReadyToPay(t.app, t.dataDir);
    expect((await post(t.app, 'PaymentSubmit', submitBody(paid))).statusCode).toBe(200);
    const again = await post(t.app, 'PaymentSubmit', submitBody(paid));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MSG.orderUsed(paid.orderId));

    // Another account cannot pay under that order id either.
    const other = await accountReadyToPay(t.app, t.dataDir);
    const foreign = await post(
      t.app,
      'PaymentSubmit',
      submitBody({ ...other, orderId: paid.orderId }),
    );
    expect(foreign.statusCode).toBe(409);
    expect(await stateOf(other.clientId)).toMatchObject({ orders: 0, payment_completed: false });
  });

  it.each([
    [TEST_CARDS.declined, PAYMENT_MSG.declined, 'card_declined'],
    [TEST_CARDS.expired, PAYMENT_MSG.expiredCard, 'expired_card'],
    ['5555555555554444', PAYMENT_MSG.unknownTestCard, 'unknown_test_card'],
  ])('a declined card (%s) leaves everything as it was', async (number, message, code) => {
    const ready = await accountReadyToPay(t.app, t.dataDir);
    const response = await post(t.app, 'PaymentSubmit', submitBody(ready, { card: card(number) }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, data: { declineCode: code } });
    expect(await stateOf(ready.clientId)).toEqual({
      orders: 0,
      invoices: 0,
      licences: 0,
      attempts: 1,
      payment_completed: false,
      licence_validated: false,
    });
    // The same order can still be paid with a good card.
    expect((await post(t.app, 'PaymentSubmit', submitBody(ready))).statusCode).toBe(200);
  });

  it.each([
    [
      'a number failing Luhn',
      { number: '4242424242424241' },
      'card.number',
      PAYMENT_MSG.cardNumberInvalid,
    ],
    ['a past expiry', { expiry: '01/20' }, 'card.expiry', PAYMENT_MSG.expiryPast],
    ['a malformed expiry', { expiry: '13/30' }, 'card.expiry', PAYMENT_MSG.expiryInvalid],
    ['a short CVC', { cvc: '12' }, 'card.cvc', PAYMENT_MSG.cvcInvalid],
    ['no name', { name: ' ' }, 'card.name', PAYMENT_MSG.nameRequired],
  ])('refuses %s before any charge', async (_, change, field, message) => {
    const ready = await accountReadyToPay(t.app, t.dataDir);
    const response = await post(
      t.app,
      'PaymentSubmit',
      submitBody(ready, { card: card(undefined, change) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await stateOf(ready.clientId)).toMatchObject({ attempts: 0 });
  });

  it('refuses a tampered q, an expired promo code and a plan not chosen', async () => {
    const ready = await accountReadyToPay(t.app, t.dataDir);
    const tampered = await post(t.app, 'PaymentSubmit', submitBody({ ...ready, q: `${ready.q}x` }));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(PAYMENT_MSG.linkInvalid);
    const expired = await post(
      t.app,
      'PaymentSubmit',
      submitBody(ready, { promoCode: 'LAUNCH2025' }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ promoCode: PAYMENT_MSG.promoExpired });
    expect(await stateOf(ready.clientId)).toMatchObject({ attempts: 0, orders: 0 });
  });

  it('sends a paid agency without brands to account setup with a fresh q', async () => {
    const ready = await accountReadyToPay(t.app, t.dataDir, {
      signUp: { accountType: 'agency' },
      licenceTypeId: 4,
      frequency: 'Yearly',
    });
    const response = await post(t.app, 'PaymentSubmit', submitBody(ready));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ next: 'accountSetup', q: expect.any(String) });
    expect(response.json().data.session).toBeUndefined();
    const { rows } = await sql<{ days: number; is_agency: boolean }>`
      select round(extract(epoch from valid_until - valid_from) / 86400)::int as days, is_agency
      from licences where client_id = ${ready.clientId}`.execute(t.app.ownerDb);
    expect(rows[0]).toEqual({ days: 365, is_agency: true });
  });
});
