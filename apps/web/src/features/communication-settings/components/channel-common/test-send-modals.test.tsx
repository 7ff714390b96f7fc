import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/shared/storage/local-storage';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { renderAt } from '@/testing/render-with-router';
import { TestCallModal } from '../voice/test-call-modal';
import { TestWhatsAppModal } from '../whatsapp/test-whatsapp-modal';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));

function fakeApi(answer: object) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({
        path: url.replace(/^\/api\/CommunicationSetting\//, ''),
        body: JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>,
      });
      return new Response(JSON.stringify({ status: true, message: 'ok', data: answer }));
    }),
  );
  return requests;
}

function render(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, '/');
}

const VOICE = {
  vmsSettingId: 5,
  provider: 'twilio',
  callerId: '+441632960001',
  accountId: 'AC1',
  authToken: '••••••••',
  callbackUrl: 'https://voice.example.com/cb',
  apiBaseUrl: '',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('test send modals', () => {
  it('WhatsApp: refuses a number that is not international, sends E.164, shows the answer', async () => {
    const requests = fakeApi({
      ok: true,
      response: 'WhatsApp Cloud API accepted the message (HTTP 200)',
      messageId: 'wamid.X',
    });
    const user = userEvent.setup();
    render(<TestWhatsAppModal clientId={3} show onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Send a test WhatsApp message' });
    await user.type(within(dialog).getByLabelText('Phone number'), '07700 900123{Enter}');
    expect(
      await within(dialog).findByText(
        'Invalid mobile number (use the international format, e.g. +447700900123)',
      ),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.type(within(dialog).getByLabelText('Phone number'), '+44 7700 900123');
    await user.click(within(dialog).getByLabelText('Template'));
    await user.type(within(dialog).getByLabelText('Template name'), 'order_update');
    await user.type(within(dialog).getByLabelText('Body parameters (optional)'), 'Ann{Enter}42');
    await user.click(within(dialog).getByRole('button', { name: 'Send test message' }));
    expect(await within(dialog).findByText('wamid.X')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      path: 'SendTestWhatsApp',
      body: {
        clientId: 3,
        to: '+447700900123',
        template: { name: 'order_update', language: 'en_GB', parameters: ['Ann', '42'] },
      },
    });
  });

  it("voice: places a call from the account and shows the provider's refusal", async () => {
    const requests = fakeApi({
      ok: false,
      response: "Twilio refused the call (HTTP 400): The 'To' number is not a valid phone number.",
    });
    const user = userEvent.setup();
    render(<TestCallModal clientId={3} setting={VOICE} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Place a test call' });
    await user.type(within(dialog).getByLabelText('Phone number'), '+447700900123{Enter}');
    expect(await within(dialog).findByText('Not sent.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests[0]?.body).toEqual({ clientId: 3, vmsSettingId: 5, to: '+447700900123' }),
    );
  });
});
