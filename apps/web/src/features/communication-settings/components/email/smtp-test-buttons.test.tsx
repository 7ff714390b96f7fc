import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_EMAIL_MSG } from '@resonate/contracts/communication-settings/email';
import { writeItem } from '@/shared/storage/local-storage';
import { SmtpTestButtons } from './smtp-test-buttons';

vi.mock('@/shared/storage/user-info', () => ({
  readUserInfo: () => ({ userId: 7, email: 'admin@acme.test' }),
}));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

/** SendTestEmail answering `data`. */
function answer(data: Record<string, unknown>) {
  writeItem('accessToken', 'test-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: 'Test email sent', data }), {
          status: 200,
        }),
    ),
  );
}

function renderButtons() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SmtpTestButtons clientId={3} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SmtpTestButtons: who the test email is from', () => {
  it('says before sending that the test goes out as the verified domain', () => {
    answer({ ok: true, response: '250 OK' });
    renderButtons();
    expect(screen.getByLabelText('Send a test email to')).toHaveAccessibleDescription(
      TEST_EMAIL_MSG.hint,
    );
  });

  it('names the brand address and the signing domain after a signed test', async () => {
    answer({ ok: true, response: '250 OK', from: 'news@acme.test', signedBy: 'acme.test' });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(
      await screen.findByText(TEST_EMAIL_MSG.sentAs('news@acme.test', 'acme.test')),
    ).toBeInTheDocument();
  });

  it('says the test was unsigned from the platform address without a verified domain', async () => {
    answer({ ok: true, response: '250 OK', from: 'no-reply@resonate.local', signedBy: null });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(
      await screen.findByText(TEST_EMAIL_MSG.unsigned('no-reply@resonate.local')),
    ).toBeInTheDocument();
  });
});
