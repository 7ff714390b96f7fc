import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import {
  fakeAudienceApi,
  ok,
  renderPage,
  summary,
} from '../components/contacts/contacts.test-utils';
import MasterDataPage from './master-data-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const page = (count: number, total: number, isEstimate = false) =>
  ok(
    {
      contacts: Array.from({ length: count }, (_, i) => summary(i + 1)),
      totalIsEstimate: isEstimate,
    },
    { totalRows: total },
  );

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('MasterDataPage', () => {
  it('shows a page of contacts with the total and sorts on the server', async () => {
    const requests = fakeAudienceApi({ GetContacts: () => page(25, 3004) });
    renderPage(<MasterDataPage />, '/audience/master-data');
    expect(await screen.findByText('3,004 contacts')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 3,004')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Person 1' })).toHaveAttribute(
      'href',
      '/audience/master-data/1',
    );
    expect(requests.find((r) => r.path === 'GetContacts')?.body).toEqual({
      pageNo: 1,
      pageSize: 25,
      sortBy: 'created',
      sortDir: 'desc',
    });
    await userEvent.click(screen.getByRole('button', { name: /^email/i }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toMatchObject({ sortBy: 'email', sortDir: 'asc', pageNo: 1 }),
    );
    expect(screen.getByRole('columnheader', { name: /email/i })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('says "about" for an estimated total', async () => {
    fakeAudienceApi({ GetContacts: () => page(25, 1_234_567, true) });
    renderPage(<MasterDataPage />, '/audience/master-data');
    expect(await screen.findByText('about 1.2M contacts')).toBeInTheDocument();
    expect(screen.getByText('1–25 of about 1.2M')).toBeInTheDocument();
  });

  it('searches after typing stops and pages through the results', async () => {
    const requests = fakeAudienceApi({
      GetContacts: (body) => (body.search ? page(3, 3) : page(25, 100)),
    });
    renderPage(<MasterDataPage />, '/audience/master-data');
    await screen.findByText('100 contacts');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.at(-1)?.body.pageNo).toBe(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'ada');
    expect(await screen.findByText('3 matches')).toBeInTheDocument();
    const searches = requests.filter((r) => r.body.search !== undefined);
    expect(searches.map((r) => r.body.search)).toEqual(['ada']);
    expect(searches[0]?.body.pageNo).toBe(1);
  });

  it('selects the page and deletes the selection after a permanent-deletion warning', async () => {
    const requests = fakeAudienceApi({
      GetContacts: () => page(3, 3),
      DeleteContacts: (body) => ok({ deleted: (body.contactIds as number[]).length }),
    });
    renderPage(<MasterDataPage />, '/audience/master-data');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all contacts on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Selected contacts' });
    expect(within(bar).getByText('3 contacts selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('permanent data-subject deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 3 contacts' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'DeleteContacts')?.body).toEqual({
        contactIds: [1, 2, 3],
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected contacts' })).toBeNull(),
    );
  });

  it('invites a client without contacts to import or add', async () => {
    fakeAudienceApi({ GetContacts: () => page(0, 0) });
    renderPage(<MasterDataPage />, '/audience/master-data');
    expect(await screen.findByRole('heading', { name: 'No contacts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import contacts' })).toHaveAttribute(
      'href',
      '/audience/master-data/import',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByRole('dialog', { name: 'Add contact' })).toBeInTheDocument();
  });
});
