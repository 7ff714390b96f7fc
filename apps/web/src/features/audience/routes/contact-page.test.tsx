import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { writePermissions } from '@/shared/storage/permissions';
import {
  details,
  fakeAudienceApi,
  ok,
  renderPage,
} from '../components/contacts/contacts.test-utils';
import ContactPage from './contact-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const TAKEN = 'A contact with this email already exists';

function render() {
  return renderPage(
    <Routes>
      <Route path="/audience/master-data/:contactId" element={<ContactPage />} />
      <Route path="/audience/master-data" element={<p>Master data list</p>} />
    </Routes>,
    '/audience/master-data/7',
  );
}

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('ContactPage', () => {
  it('shows the contact with its custom fields, consent, identities and lists', async () => {
    fakeAudienceApi({ GetContact: () => ok(details(7)) });
    render();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByLabelText('Plan')).toHaveValue('Pro');
    expect(screen.getByLabelText('VIP')).toHaveValue('true');
    expect(screen.getByRole('switch', { name: 'Email consent' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS consent' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'VIP customers' })).toHaveAttribute(
      'href',
      '/audience/target-list/9',
    );
    expect(screen.getByText('+447700900123')).toBeInTheDocument();
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
  });

  it('saves an edit and shows a conflict under its field', async () => {
    const requests = fakeAudienceApi({
      GetContact: () => ok(details(7)),
      UpsertContact: (body) =>
        body.email === 'taken@example.com'
          ? { status: 409, body: { status: false, message: TAKEN, errors: { email: TAKEN } } }
          : ok({ contact: { ...details(7).contact, ...body } }),
    });
    render();
    const city = await screen.findByLabelText('City');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await userEvent.clear(city);
    await userEvent.type(city, 'Leeds');
    await userEvent.click(screen.getByRole('switch', { name: 'SMS consent' }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpsertContact')?.body).toEqual({
        contactId: 7,
        email: 'ada@example.com',
        mobile: null,
        firstName: 'Ada',
        lastName: 'Lovelace',
        attributes: { city: 'Leeds', plan: 'Pro', vip: true },
        consent: { email: 'subscribed', sms: 'subscribed' },
      }),
    );

    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks fields before sending: email format and at least one identifier', async () => {
    const requests = fakeAudienceApi({ GetContact: () => ok(details(7)) });
    render();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('An email address or a mobile number is required'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.path === 'UpsertContact')).toBe(false);
  });

  it('deletes the contact after confirmation and goes back to master data', async () => {
    const requests = fakeAudienceApi({
      GetContact: () => ok(details(7)),
      DeleteContacts: () => ok({ deleted: 1 }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ada Lovelace?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete contact' }));
    expect(await screen.findByText('Master data list')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'DeleteContacts')?.body).toEqual({ contactIds: [7] });
  });

  it('downloads the contact data through a one-minute link', async () => {
    const url = '/api/Audience/DownloadContactData?token=signed';
    const requests = fakeAudienceApi({
      GetContact: () => ok(details(7)),
      ExportContactData: () => ok({ url }),
    });
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.getAttribute('href') ?? '');
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download data' }));
    await waitFor(() => expect(opened).toEqual([url]));
    expect(requests.find((r) => r.path === 'ExportContactData')?.body).toEqual({ contactId: 7 });
    click.mockRestore();
  });

  it('offers no data download to a role without the edit right', async () => {
    await writePermissions([
      { featureId: FEATURE_IDS.audience, viewAccess: true, editAccess: false },
    ]);
    try {
      fakeAudienceApi({ GetContact: () => ok(details(7)) });
      render();
      await screen.findByRole('heading', { name: 'Ada Lovelace' });
      expect(screen.queryByRole('button', { name: 'Download data' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete contact' })).toBeInTheDocument();
    } finally {
      await writePermissions([]);
    }
  });

  it('names the contact and says the erasure cannot be undone; cancel keeps them', async () => {
    const requests = fakeAudienceApi({ GetContact: () => ok(details(7)) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ada Lovelace?' });
    expect(within(dialog).getByText(/permanent data-subject deletion/)).toBeInTheDocument();
    expect(within(dialog).getByText('It cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.path === 'DeleteContacts')).toBe(false);
  });

  it('says when the contact does not exist', async () => {
    fakeAudienceApi({
      GetContact: () => ({ status: 404, body: { status: false, message: 'Contact not found' } }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Contact not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Master data' })).toHaveAttribute(
      'href',
      '/audience/master-data',
    );
  });
});
