import { perTestContext } from '../support/per-test-context.ts';
import { describe, expect, it } from 'vitest';
import { newPasswordIn, pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage } from '../support/browser.ts';
import { mailsTo, NEW_PASSWORD_SUBJECT, OTP_SUBJECT, otpIn, waitForMail } from '../support/mail.ts';

const RESET_USER = 'reset@acme.test';
const NEW_PASSWORD_SENT = 'New password sent successfully to the registered email id';

const live = perTestContext();

describe('forgot password', () => {
  it('mails a code, then a temporary password that signs in to choose a new one', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.waitFor();

    // The spec's email rule applies before anything is sent.
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Enter a valid business email address').waitFor();

    const before = mailsTo(RESET_USER);
    await dialog.getByLabel('Business email').fill(RESET_USER);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const otpDialog = page.getByRole('dialog', { name: 'One-Time Password verification' });
    await otpDialog.waitFor();
    const codeMail = await waitForMail(RESET_USER, before, { subject: OTP_SUBJECT });
    const code = otpIn(codeMail);

    await otpDialog.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('dialog').getByText(NEW_PASSWORD_SENT).waitFor();
    const shownAt = Date.now();
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
    // It closes 2 seconds after the message shows (plus Bootstrap's 300 ms fade).
    expect(Date.now() - shownAt).toBeGreaterThan(1500);

    const password = newPasswordIn(
      (await waitForMail(RESET_USER, [...before, codeMail], { subject: NEW_PASSWORD_SUBJECT }))
        .text,
    );
    // The mailed password is temporary: choosing one's own comes before anything else.
    await submitSignIn(page, RESET_USER, password);
    await page.waitForURL((url) => url.pathname === '/choose-password', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password').fill('Chosen#Pass42');
    await page.getByLabel('Confirm password').fill('Chosen#Pass42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/launch-pad', { timeout: 15_000 });
    expect(pageProblems(problems)).toEqual([]);
  });
});
