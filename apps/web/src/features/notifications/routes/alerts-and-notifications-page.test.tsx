import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDelivery, NOTIFICATION_EVENT_TYPES } from '@resonate/contracts/notifications';
import { resetAppState } from '@/shared/store/app-store';
import { fakeNotificationsApi, renderWithQuery, signInForTest } from '../notifications.test-utils';
import AlertsAndNotificationsPage from './alerts-and-notifications-page';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: toasts.success, notifyError: vi.fn() }));

beforeEach(signInForTest);
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

const defaults = NOTIFICATION_EVENT_TYPES.map((type) => ({
  notificationTypeID: type.id,
  eventName: type.name,
  ...defaultDelivery(type),
}));

describe('AlertsAndNotificationsPage', () => {
  it('shows a switch per event and delivery, saved with a toast', async () => {
    const api = fakeNotificationsApi([], defaults);
    renderWithQuery(<AlertsAndNotificationsPage />, '/preferences/alerts-and-notifications');
    const email = await screen.findByRole('switch', { name: 'Email: Sign-in from a new device' });
    expect(email).toBeChecked();
    const inApp = screen.getByRole('switch', { name: 'In-app: Import finished' });
    expect(inApp).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email: Import finished' })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    // Keyboard: focus the switch and press Space.
    inApp.focus();
    await userEvent.keyboard(' ');
    expect(inApp).not.toBeChecked();
    await userEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    const sent = api.requests.find((r) => r.path === 'UpdateAlertNotificationStatus')?.body;
    expect(sent).toMatchObject({ clientId: 3, userId: 7, departmentId: 0 });
    expect(sent?.settings).toContainEqual({ notificationTypeID: 3, inApp: false, email: false });
    expect(screen.getByRole('switch', { name: 'In-app: Import finished' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('cancels a draft back to what is saved', async () => {
    fakeNotificationsApi([], defaults);
    renderWithQuery(<AlertsAndNotificationsPage />, '/preferences/alerts-and-notifications');
    const email = await screen.findByRole('switch', { name: 'Email: Invoice issued' });
    await userEvent.click(email);
    expect(email).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch', { name: 'Email: Invoice issued' })).not.toBeChecked();
  });
});
