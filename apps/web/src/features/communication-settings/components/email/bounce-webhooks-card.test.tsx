import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOUNCE_MSG } from '@resonate/contracts/campaigns/bounces';
import { writeItem } from '@/shared/storage/local-storage';
import { BounceWebhooksCard } from './bounce-webhooks-card';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const BASE = 'https://app.acme.test/api/Callback';
const SETTINGS = {
  urls: {
    Ses: `${BASE}/Ses/3-abc`,
    SendGrid: `${BASE}/SendGrid/3-abc`,
    Mailgun: `${BASE}/Mailgun/3-abc`,
    Postmark: `${BASE}/Postmark/3-abc`,
  },
  postmark: { username: 'postmark', password: 'p4ss' },
  sendGridKeySet: false,
  mailgunKeySet: true,
};
const EC_KEY =
  'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEb0J3VUo2nPFzjxgy1kEEMU3yx0BT7VSCbpjsT6w0eLquY0G6A7Mn0zH2';

/** Callback/ endpoints behind a mocked fetch; `saved` records each SaveBounceWebhookKeys body. */
function fakeApi(saveAnswer?: { status: number; body: object }) {
  const saved: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('GetBounceWebhookSettings')) {
        return new Response(JSON.stringify({ status: true, message: 'ok', data: SETTINGS }));
      }
      saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const answer = saveAnswer ?? { status: 200, body: { status: true, message: 'saved' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return saved;
}

function renderCard(isAdmin = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BounceWebhooksCard clientId={3} isAdmin={isAdmin} />
    </QueryClientProvider>,
  );
}

beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('BounceWebhooksCard', () => {
  it("shows each provider's URL to paste, labelled and explained, Postmark's with its credentials", async () => {
    fakeApi();
    renderCard();
    const ses = await screen.findByLabelText('Amazon SES webhook URL');
    expect(ses).toHaveValue(SETTINGS.urls.Ses);
    expect(ses).toHaveAttribute('readonly');
    expect(ses).toHaveAccessibleDescription(/SNS topic/);
    expect(screen.getByLabelText('Postmark webhook URL')).toHaveValue(
      'https://postmark:p4ss@app.acme.test/api/Callback/Postmark/3-abc',
    );
    expect(screen.getByRole('button', { name: 'Copy the Mailgun URL' })).toBeInTheDocument();
  });

  it('never shows a saved key, sends only what was typed, and validates before sending', async () => {
    const saved = fakeApi();
    const user = userEvent.setup();
    renderCard();
    const mailgun = await screen.findByLabelText('Mailgun HTTP webhook signing key');
    expect(mailgun).toHaveValue('');
    expect(mailgun).toHaveAttribute('type', 'password');
    const submit = screen.getByRole('button', { name: 'Save webhook keys' });
    expect(submit).toBeDisabled();

    const sendGrid = screen.getByLabelText('SendGrid verification key');
    await user.type(sendGrid, 'not a key');
    await user.click(submit);
    expect(await screen.findByText(BOUNCE_MSG.sendGridKeyInvalid)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.clear(sendGrid);
    await user.type(sendGrid, EC_KEY);
    await user.click(submit);
    await waitFor(() => expect(saved).toEqual([{ sendGridPublicKey: EC_KEY }]));
  });

  it('removes a saved key with its own button, usable from the keyboard', async () => {
    const saved = fakeApi();
    const user = userEvent.setup();
    renderCard();
    const remove = await screen.findByRole('button', { name: 'Remove the Mailgun key' });
    expect(screen.queryByRole('button', { name: 'Remove the SendGrid key' })).toBeNull();
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual([{ mailgunSigningKey: '' }]));
  });

  it("shows the API's field message under the field", async () => {
    fakeApi({
      status: 400,
      body: {
        status: false,
        message: BOUNCE_MSG.sendGridKeyInvalid,
        errors: { sendGridPublicKey: BOUNCE_MSG.sendGridKeyInvalid },
      },
    });
    const user = userEvent.setup();
    renderCard();
    await user.type(await screen.findByLabelText('SendGrid verification key'), EC_KEY);
    await user.click(screen.getByRole('button', { name: 'Save webhook keys' }));
    expect(await screen.findByText(BOUNCE_MSG.sendGridKeyInvalid)).toBeInTheDocument();
  });

  it('lets a user who is not an admin read the URLs but not change the keys', async () => {
    fakeApi();
    renderCard(false);
    expect(await screen.findByLabelText('SendGrid verification key')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save webhook keys' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
