import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { ATTRIBUTES, fakeAudienceApi, ok, renderPage } from './contacts.test-utils';
import { CustomFieldsModal } from './custom-fields-modal';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('CustomFieldsModal', () => {
  it('lists the fields and adds a list field with its options', async () => {
    const requests = fakeAudienceApi({
      UpsertAttribute: (body) => ok({ attribute: { key: 'tier', ...body } }),
    });
    renderPage(<CustomFieldsModal show onHide={() => undefined} />, '/audience/master-data');
    const list = await screen.findByRole('list', { name: 'Custom fields' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ATTRIBUTES.length);
    await userEvent.type(screen.getByLabelText('Name'), 'Tier');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'list');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Add at least one option')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Options'), 'Gold{enter}Silver{enter}gold');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Duplicate value')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Options'));
    await userEvent.type(screen.getByLabelText('Options'), 'Gold{enter} Silver {enter}{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpsertAttribute')?.body).toEqual({
        label: 'Tier',
        type: 'list',
        options: ['Gold', 'Silver'],
      }),
    );
  });

  it('deletes a field after an inline confirmation', async () => {
    const requests = fakeAudienceApi({ DeleteAttribute: (body) => ok(body) });
    renderPage(<CustomFieldsModal show onHide={() => undefined} />, '/audience/master-data');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete City' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Delete “City” and its value on every contact?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'DeleteAttribute')?.body).toEqual({ key: 'city' }),
    );
  });
});
