import type { Page } from 'playwright-core';
import { OTP_SUBJECT, otpIn, waitForMail } from './mail.ts';

export const NEW_ACCOUNT_PASSWORD = 'Account@123';

/** POSTs from inside the page, so the call leaves from the page's own (proxied) address. */
async function post<T>(page: Page, path: string, body: object): Promise<T> {
  const answer = await page.evaluate(
    async ({ path: url, body: payload }) => {
      const response = await fetch(`/api/${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );
  if (answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${answer.json.message}`);
  return answer.json.data as T;
}

/**
 * A brand-new paid account, made the way a customer makes one: sign-up with the emailed code
 * (SignUp/RequestOTP, ValidateOTP, SaveSignUp), a plan, then the test card. An agency (Agency
 * plan) then signs in to 'Clients not created'; a brand (Business plan) signs in straight away,
 * as its account admin. Tests use these instead of the demo accounts, whose sign-in outcomes
 * other tests rely on. The page must be on the app for the calls to share its origin.
 */
export async function newAccountOverApi(page: Page, name: string, accountType: 'agency' | 'brand') {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@${accountType}.test`;
  const before = [] as Awaited<ReturnType<typeof waitForMail>>[];
  const { otpToken } = await post<{ otpToken: string }>(page, 'SignUp/RequestOTP', {
    emailId: email,
  });
  const otp = otpIn(await waitForMail(email, before, { subject: OTP_SUBJECT }));
  await post(page, 'SignUp/ValidateOTP', { otpToken, otp });
  const saved = await post<{ q: string }>(page, 'SaveSignUp', {
    otpToken,
    title: 'Ms',
    firstName: 'Alex',
    lastName: 'Agent',
    countryCode: '+44',
    phoneNo: '7700900123',
    emailId: email,
    jobFunctionId: 1,
    password: NEW_ACCOUNT_PASSWORD,
    confirmPassword: NEW_ACCOUNT_PASSWORD,
    accountType,
    companyName: name,
    website: 'https://www.agency.test',
    countryId: 77,
    currency: 'GBP',
    languageId: 1,
    dateFormatId: 1,
    timeFormatId: 1,
    timeZoneId: 1,
  });
  const { q } = await post<{ q: string }>(page, 'Payment/SelectLicenseType', {
    q: saved.q,
    licenceTypeId: accountType === 'agency' ? 4 : 3,
    frequency: 'Monthly',
  });
  const { orderId } = await post<{ orderId: string }>(page, 'Payment/GetPaymentDetails', { q });
  await post(page, 'PaymentSubmit', {
    q,
    orderId,
    idempotencyKey: crypto.randomUUID(),
    card: { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Alex Agent' },
  });
  return { email, password: NEW_ACCOUNT_PASSWORD };
}
