import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { fakePushApi } from '../push-common/fake-push-api.test-helpers';
import { MobilePushTab } from './mobile-push-tab';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const APP = {
  mobileAppId: 12,
  appName: 'Acme Shop',
  playStoreUrl: '',
  appStoreUrl: '',
  fcmSenderId: '123',
  fcmServerKey: null,
  apnsCertificate: null,
  apnsCertPassword: null,
  fcmProjectId: 'acme-shop',
  fcmServiceAccount: '••••••••',
  apnsEnvironment: 'production',
  updatedAt: '2026-11-22T10:00:00.000Z',
};
const APP_KEY = `rmk_${'k'.repeat(32)}`;
const SETUP = {
  mobileAppId: 12,
  appName: 'Acme Shop',
  appKey: APP_KEY,
  checklist: [
    { step: 'fcm', done: true },
    { step: 'apns', done: false },
    { step: 'appKey', done: true },
    { step: 'sdk', done: false },
    { step: 'template', done: false },
    { step: 'broadcast', done: false },
  ],
  devices: 0,
  updatedAt: APP.updatedAt,
};
const DEVICE = {
  deviceId: 1,
  platform: 'ios',
  tokenPreview: 'a1b2c3d4…b2c3d4',
  appVersion: '3.2.0',
  osVersion: '18.1',
  deviceModel: 'iPhone',
  language: 'en',
  contactEmail: null,
  contactMobile: '+447700900123',
  status: 'active',
  createdAt: APP.updatedAt,
  lastSeenAt: APP.updatedAt,
};

function api(overrides: Record<string, (body: Record<string, unknown>) => object> = {}) {
  return fakePushApi({
    GetMobilePushApps: () => ({ data: { apps: [APP] } }),
    GetMobilePushSetup: () => ({ data: SETUP }),
    GetMobilePushAnalyticsList: () => ({
      data: {
        rows: [
          {
            key: '12',
            label: 'Acme Shop',
            subscribers: 3,
            sent: 3,
            delivered: 2,
            clicked: 1,
            converted: 0,
          },
        ],
        broadcasts: [
          {
            broadcastId: 9,
            mobileAppId: 12,
            title: 'Offers',
            status: 'completed',
            total: 3,
            sent: 2,
            failed: 1,
            createdAt: APP.updatedAt,
            finishedAt: APP.updatedAt,
          },
        ],
        days: 30,
      },
    }),
    GetMobilePushTemplates: () => ({ data: { templates: [] } }),
    GetMobilePushLanguageList: () => ({
      data: {
        languages: [
          { code: 'en', name: 'English' },
          { code: 'fr', name: 'Français' },
        ],
      },
    }),
    GetMobilePushDeviceList: () => ({ data: { devices: [DEVICE] }, totalRows: 1 }),
    GetUserDeviceMaster: () => ({
      data: {
        platforms: [{ value: 'ios', count: 1 }],
        appVersions: [{ value: '3.2.0', count: 1 }],
        osVersions: [],
        languages: [],
      },
    }),
    GetMobilePushGoalSettings: () => ({ data: { goals: [] } }),
    GetMobilePushGoalMaster: () => ({
      data: {
        goalTypes: [
          { goalType: 'screen_view', sdkCall: 'track(screen_view)' },
          { goalType: 'purchase', sdkCall: 'track(purchase)' },
        ],
      },
    }),
    ...overrides,
  });
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <MobilePushTab />
    </QueryClientProvider>,
    '/preferences/communication-settings',
  );
}

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
  useAppStore.setState({ accountAdmin: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('MobilePushTab: setup, templates, devices, goals, analytics', () => {
  it('shows the setup checklist, the app key in the code samples, and the analytics', async () => {
    api();
    render();
    expect(await screen.findByDisplayValue(APP_KEY)).toBeInTheDocument();
    expect(screen.getAllByLabelText('Done')).toHaveLength(2);
    expect(screen.getByLabelText('Kotlin: register the FCM token').textContent).toContain(
      `APP_KEY = "${APP_KEY}"`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'iOS' }));
    expect(screen.getByLabelText('Swift: register the APNs token').textContent).toContain(
      '"platform": "ios"',
    );
    expect(await screen.findByText('2 sent, 1 failed of 3')).toBeInTheDocument();
    expect(screen.getByText('50.0%')).toBeInTheDocument();
  });

  it('asks before replacing the app key, then sends the version seen', async () => {
    const requests = api({
      EncodeMobilePushAppKey: () => ({ data: { ...SETUP, appKey: `rmk_${'n'.repeat(32)}` } }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Replace app key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace app key' }));
    expect(await screen.findByDisplayValue(`rmk_${'n'.repeat(32)}`)).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'EncodeMobilePushAppKey')?.body).toEqual({
      clientId: 3,
      mobileAppId: 12,
      updatedAt: APP.updatedAt,
    });
  });

  it('validates a template and saves it with its language and custom data', async () => {
    const requests = api({
      UpsertMobilePushTemplate: (body) => ({
        data: { template: { ...body, templateId: 1, updatedAt: 'x' } },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Templates' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Template name'), 'Weekly offers');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Offres');
    await userEvent.type(within(dialog).getByLabelText('Deep link (optional)'), 'offers/42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter message')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Enter a link such as myapp:\/\/offers\/42/),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Nouveautés');
    await userEvent.clear(within(dialog).getByLabelText('Deep link (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Deep link (optional)'), 'acme://offers/42');
    await userEvent.selectOptions(within(dialog).getByLabelText('Language'), 'fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add data' }));
    await userEvent.type(within(dialog).getByLabelText('Key 1'), 'campaign');
    await userEvent.type(within(dialog).getByLabelText('Value 1'), 'w47');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === 'UpsertMobilePushTemplate')).toBe(true),
    );
    expect(requests.find((r) => r.path === 'UpsertMobilePushTemplate')?.body).toEqual({
      clientId: 3,
      mobileAppId: 12,
      name: 'Weekly offers',
      language: 'fr',
      message: {
        title: 'Offres',
        body: 'Nouveautés',
        imageUrl: '',
        deepLink: 'acme://offers/42',
        data: { campaign: 'w47' },
      },
    });
  });

  it('lists devices and filters them on the server', async () => {
    const requests = api();
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Devices' }));
    expect(await screen.findByText('+447700900123')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'ios');
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === 'GetMobilePushDeviceList').at(-1)?.body,
      ).toMatchObject({ platform: 'ios', page: 1, status: 'active' }),
    );
    await userEvent.type(screen.getByLabelText('Search'), 'a1b2{Enter}');
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === 'GetMobilePushDeviceList').at(-1)?.body,
      ).toMatchObject({ search: 'a1b2' }),
    );
  });

  it('sends a test push to the device picked and shows what the push service answered', async () => {
    const requests = api({
      SendTestMobilePush: () => ({
        message: 'Test push sent',
        data: { ok: true, response: 'APNs accepted the push (HTTP 200)' },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Devices' }));
    const send = await screen.findByRole('button', { name: 'Send test push' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Pick an active device in the list above first.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('radio', { name: 'Send the test to a1b2c3d4…b2c3d4 (iOS)' }),
    );
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Hello phone');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The push service accepted the message (APNs accepted the push (HTTP 200)).',
    );
    expect(requests.find((r) => r.path === 'SendTestMobilePush')?.body).toEqual({
      clientId: 3,
      mobileAppId: 12,
      deviceId: 1,
      title: 'Hello phone',
      body: 'Mobile push works.',
    });
  });

  it('offers the goal master’s types in the goal form', async () => {
    api();
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Goals' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog');
    const options = within(within(dialog).getByLabelText('Goal type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Screen viewed', 'Purchase']);
  });
});
