import { perTestContext } from '../support/per-test-context.ts';
import { describe, expect, inject, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';

const ADMIN = 'admin@acme.test';
const PRIVATE_MESSAGE = 'Webhook URL must not point at a private, loopback or link-local address';
// .invalid never resolves (RFC 6761): a public-looking URL whose deliveries fail and are retried.
const UNREACHABLE_URL = 'https://hooks.resonate-e2e.invalid/events';

const live = perTestContext();

/** The REST API as an integration calls it, from outside the browser. */
const whoami = (key: string) =>
  fetch(`${inject('baseURL')}/api/v1/whoami`, { headers: { authorization: `Bearer ${key}` } });

async function openDataExchange() {
  const opened = await openPage(live.context);
  const { page } = opened;
  await page.goto('/');
  await submitSignIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
  await page.goto('/preferences/data-exchange');
  await page.getByRole('heading', { name: 'API keys' }).waitFor();
  return opened;
}

describe('data exchange, as an account admin uses it', () => {
  it('creates an API key shown once, uses it on the REST API, and revokes it', async () => {
    const { page, problems } = await openDataExchange();
    const name = `E2E key ${Date.now()}`;
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: /events:write/ }).check();
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    const field = dialog.getByLabel('Your new API key');
    await field.waitFor();
    await dialog.getByText('you will not see it again').waitFor();
    const key = await field.inputValue();
    expect(key).toMatch(/^rsk_live_[0-9a-f]{12}_/);
    await screenshot(page, 'data-exchange-key-once');

    const answer = await whoami(key);
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({ scopes: ['events:write'] });

    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await page.content()).not.toContain(key);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('The API key has been revoked.').waitFor();
    await row.getByText('Revoked').waitFor();
    expect((await whoami(key)).status).toBe(401);
    await screenshot(page, 'data-exchange-keys');
    expect(pageProblems(problems)).toEqual([]);
  });

  it('refuses a private webhook URL in the form, saves a public one and logs its retried delivery', async () => {
    const { page, problems } = await openDataExchange();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('URL').fill('https://10.0.0.5/hooks');
    await dialog.getByRole('checkbox', { name: 'Contact created' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(PRIVATE_MESSAGE).waitFor();
    await screenshot(page, 'data-exchange-private-refused');

    await dialog.getByLabel('URL').fill(UNREACHABLE_URL);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const secret = dialog.getByLabel('Signing secret');
    await secret.waitFor({ timeout: 15_000 });
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();

    const item = page.getByRole('listitem').filter({ hasText: UNREACHABLE_URL }).last();
    await item.getByRole('button', { name: 'Send test event' }).click();
    const log = page.getByRole('dialog').getByRole('table', { name: 'Delivery log' });
    await log.waitFor();
    // The first attempt fails (the host does not resolve) and the log refreshes by itself.
    await log.getByText('Retrying').waitFor({ timeout: 30_000 });
    await log.getByText('The host name could not be resolved').waitFor();
    expect(await log.getByRole('cell', { name: 'webhook.test' }).count()).toBe(1);
    await screenshot(page, 'data-exchange-deliveries');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await item.getByText('Active').waitFor();
    await screenshot(page, 'data-exchange-webhooks');
    expect(pageProblems(problems)).toEqual([]);
  });
});
