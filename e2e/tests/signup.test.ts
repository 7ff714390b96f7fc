import { describe, expect, it } from 'vitest';
import { pageProblems } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { OTP_SUBJECT, otpIn, waitForMail } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();
const PASSWORD = 'Str0ng!Pass';

describe('sign-up, licence choice and payment', () => {
  it('a new user signs up, verifies the email, picks a licence, pays and lands signed in', async () => {
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `signup.${unique}@newco.test`;
    const company = `Signup ${unique}`;
    const { page, problems } = await openPage(live.context);

    await page.goto('/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your Resonate account' }).waitFor();

    // A registered address is refused as soon as the field is left.
    await page.getByLabel('Business email').fill('admin@acme.test');
    await page.getByLabel('First name').focus();
    await page.getByText('This email is already registered').waitFor();

    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Signup');
    await page.getByLabel('Business email').fill(email);
    await page.getByLabel('Job function').selectOption({ label: 'Marketing' });
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Kingdom' });
    await page.getByLabel('Country code').selectOption('+44');
    await page.getByLabel('Phone number').fill('7700900123');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Str0ng!Pasx');
    await page.getByLabel('Brand name').focus();
    await page.getByText('Password and confirm password does not match').waitFor();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Brand name').fill(company);
    await page.getByLabel('Website').fill('www.signup.test');
    await page.getByLabel('Currency').selectOption('GBP');
    await screenshot(page, 'signup-form');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const code = otpIn(await waitForMail(email, [], { subject: OTP_SUBJECT }));
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);

    await page.waitForURL((url) => url.pathname === '/Licensetype', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Choose your licence' }).waitFor();
    await page.getByText(`Pick the plan for ${company}.`, { exact: false }).waitFor();
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await page.getByText('£1,990.00').waitFor();
    await page.getByRole('radio', { name: /Monthly/ }).click();
    await screenshot(page, 'signup-licence-type');
    await page.getByRole('button', { name: 'Choose Growth' }).click();

    await page.waitForURL((url) => url.pathname === '/payment');
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await page.getByText('Growth licence').waitFor();
    // £199.00 + 20% VAT.
    await page.getByRole('button', { name: 'Pay £238.80' }).waitFor();

    await page.getByLabel('Promo code').fill('LAUNCH2025');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This promo code has expired').waitFor();

    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Sam Signup');
    await page.getByRole('button', { name: 'Pay £238.80' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor();
    await screenshot(page, 'signup-payment-declined');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay £238.80' }).click();
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toEqual(
      expect.any(String),
    );
    expect(pageProblems(problems)).toEqual([]);
  });
});
