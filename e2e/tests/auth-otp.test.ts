import { perTestContext } from '../support/per-test-context.ts';
import { describe, expect, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage } from '../support/browser.ts';
import { mailsTo, OTP_SUBJECT, otpIn, waitForMail } from '../support/mail.ts';

const OTP_USER = 'otp@acme.test';

const live = perTestContext();

describe('sign-in with a one-time password', () => {
  it('asks for the mailed code, rejects a wrong one, and signs in with the right one', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    const before = mailsTo(OTP_USER);
    await submitSignIn(page, OTP_USER);

    await page.getByRole('heading', { name: 'One-Time Password verification' }).waitFor();
    await page.getByText(/The code expires in 0[45]:\d\d/).waitFor();
    const code = otpIn(await waitForMail(OTP_USER, before, { subject: OTP_SUBJECT }));

    // A wrong code: the 'Invalid OTP' banner, boxes cleared, focus back on the first box.
    const wrong = code === '000000' ? '111111' : '000000';
    const first = page.getByLabel('Digit 1 of 6');
    await first.click();
    await page.keyboard.type(wrong);
    await page.getByRole('alert').filter({ hasText: 'Invalid OTP' }).waitFor();
    await expect.poll(() => first.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await first.inputValue()).toBe('');

    // The right code, pasted the way people do it: with stray characters around it.
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text', text);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      ` ${code.slice(0, 3)}-${code.slice(3)} `,
    );
    await page.waitForURL(
      (url) => url.pathname === '/analytics' || url.pathname === '/launch-pad',
      {
        timeout: 15_000,
      },
    );
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });

  it("goes back to the form with 'Back to sign in'", async () => {
    const { page } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, OTP_USER);
    await page.getByRole('heading', { name: 'One-Time Password verification' }).waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByLabel('Business email').inputValue()).toBe(OTP_USER);
  });
});
