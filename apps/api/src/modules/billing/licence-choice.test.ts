import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import { createDemoApp, login } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { signUpOverApi } from '#/modules/signup/testing.ts';
import { accountReadyToPay, post } from './billing-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

/** The q a tampered link carries: one character of the signed body changed. */
function tamper(q: string): string {
  const [body, signature] = q.split('.');
  const flipped = body!.startsWith('e') ? `f${body!.slice(1)}` : `e${body!.slice(1)}`;
  return `${flipped}.${signature}`;
}

describe('Licensetype: GetLicenseChoice and SelectLicenseType', () => {
  it('names who is choosing, with no choice yet after sign-up', async () => {
    const { q, form } = await signUpOverApi(t.app, t.dataDir);
    const response = await post(t.app, 'Payment/GetLicenseChoice', { q });
    expect(response.json().data).toEqual({
      clientName: form.companyName,
      isAgency: false,
      paymentCompleted: false,
      licenceTypeId: null,
      frequency: 'Monthly',
    });
  });

  it('makes the choice the plan to pay, with a new order id each time', async () => {
    const monthly = await accountReadyToPay(t.app, t.dataDir, { licenceTypeId: 2 });
    expect(monthly.details).toMatchObject({
      planChosen: true,
      paymentCompleted: false,
      licenceTypeId: 2,
      licenceTypeName: 'Growth',
      seats: 10,
      frequency: 'Monthly',
      quote: {
        currency: 'GBP',
        amountMinor: 19_900,
        salePriceMinor: 19_900,
        discountMinor: 0,
        taxRateBp: 2000,
        taxMinor: 3980,
        totalMinor: 23_880,
      },
    });
    expect(monthly.orderId).toMatch(/^ORD-\d{4}-\d{6}$/);

    const yearly = await post(t.app, 'Payment/SelectLicenseType', {
      q: monthly.q,
      licenceTypeId: 3,
      frequency: 'Yearly',
    });
    const details = (
      await post(t.app, 'Payment/GetPaymentDetails', { q: yearly.json().data.q })
    ).json().data;
    expect(details).toMatchObject({
      licenceTypeName: 'Business',
      frequency: 'Yearly',
      quote: { amountMinor: 49_900 * 12, salePriceMinor: 499_000 },
    });
    expect(details.orderId).not.toBe(monthly.orderId);
  });

  it('gives agencies the agency type and brands the others', async () => {
    const brand = await signUpOverApi(t.app, t.dataDir);
    const agency = await signUpOverApi(t.app, t.dataDir, { accountType: 'agency' });
    const brandAgency = await post(t.app, 'Payment/SelectLicenseType', {
      q: brand.q,
      licenceTypeId: 4,
      frequency: 'Monthly',
    });
    expect(brandAgency.statusCode).toBe(400);
    expect(brandAgency.json().errors).toEqual({ licenceTypeId: PAYMENT_MSG.agencyTypeNotForBrand });
    const agencyStarter = await post(t.app, 'Payment/SelectLicenseType', {
      q: agency.q,
      licenceTypeId: 1,
      frequency: 'Monthly',
    });
    expect(agencyStarter.json().errors).toEqual({ licenceTypeId: PAYMENT_MSG.agencyTypeOnly });
    const unknown = await post(t.app, 'Payment/SelectLicenseType', {
      q: agency.q,
      licenceTypeId: 99,
      frequency: 'Monthly',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a tampered or foreign q with a clear message', async () => {
    const { q } = await signUpOverApi(t.app, t.dataDir);
    for (const bad of [tamper(q), `${q}x`, 'not-a-q', q.replace(/\.[^.]*$/, '.AAAA')]) {
      for (const path of ['Payment/GetLicenseChoice', 'Payment/GetPaymentDetails']) {
        const response = await post(t.app, path, { q: bad });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(PAYMENT_MSG.linkInvalid);
      }
    }
  });

  it("shows the demo unpaid account's stored plan and open order", async () => {
    const signIn = await login(t.app, 'unpaid@acme.test');
    expect(signIn.json().message).toBe(LOGIN_OUTCOME.paymentNotCompleted);
    const details = (
      await post(t.app, 'Payment/GetPaymentDetails', { q: signIn.json().data.q })
    ).json().data;
    expect(details).toMatchObject({
      clientName: 'Acme Trial',
      planChosen: true,
      orderId: 'ORD-2026-000103',
      licenceTypeName: 'Starter',
      quote: { amountMinor: 9900, salePriceMinor: 8900, taxMinor: 1780, totalMinor: 10_680 },
    });
  });
});

describe('promo codes', () => {
  it('applies percentage and amount codes, and refuses unknown and expired ones', async () => {
    const ready = await accountReadyToPay(t.app, t.dataDir);
    const check = (promoCode: string) =>
      post(t.app, 'Payment/ValidatePromoCode', { q: ready.q, promoCode });
    const percent = await check('welcome10');
    expect(percent.json().data.quote).toMatchObject({
      promoCode: 'WELCOME10',
      discountMinor: 990,
      taxMinor: 1782,
      totalMinor: 10_692,
    });
    expect((await check('SAVE20')).json().data.quote).toMatchObject({
      discountMinor: 2000,
      totalMinor: 9480,
    });
    const expired = await check('LAUNCH2025');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ promoCode: PAYMENT_MSG.promoExpired });
    const unknown = await check('NOPE-123');
    expect(unknown.json().errors).toEqual({ promoCode: PAYMENT_MSG.promoInvalid });
    const malformed = await check('no spaces!');
    expect(malformed.statusCode).toBe(400);
  });
});
